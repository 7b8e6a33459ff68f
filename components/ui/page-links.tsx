import Link from 'next/link';

interface PageLinksProps {
  /** The address of each page, page 1 first. */
  hrefs: readonly string[];
  /** The page shown, from 1. */
  page: number;
  /** Names what is paged, for screen readers: 'Product pages'. */
  label: string;
}

const base = 'min-w-10 rounded-md border px-3 py-2 text-center text-sm font-medium transition-colors';
const idle = `${base} border-stone-300 bg-white text-stone-800 hover:bg-stone-100`;
const current = `${base} border-brand-700 bg-brand-700 text-white`;
const disabled = `${base} cursor-not-allowed border-stone-300 bg-white text-stone-800 opacity-50`;

// Every page is a prerendered address with a plain link, so search engines reach every item and the page works
// before (or without) JavaScript; the client navigation follows the same links. Nothing is prefetched: a long
// catalogue would otherwise fetch every page as soon as the list of page numbers came into view.
export function PageLinks({ hrefs, page, label }: PageLinksProps) {
  if (hrefs.length <= 1) return null;
  const edge = (target: number, text: string, rel: 'prev' | 'next') =>
    target >= 1 && target <= hrefs.length ? (
      <Link href={hrefs[target - 1]} rel={rel} prefetch={false} className={idle}>
        {text}
      </Link>
    ) : (
      <a role="link" aria-disabled="true" className={disabled}>
        {text}
      </a>
    );
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {edge(page - 1, 'Previous', 'prev')}
      {hrefs.map((href, index) => (
        <Link
          key={href}
          href={href}
          prefetch={false}
          aria-current={index + 1 === page ? 'page' : undefined}
          aria-label={`Page ${index + 1}`}
          className={index + 1 === page ? current : idle}
        >
          {index + 1}
        </Link>
      ))}
      {edge(page + 1, 'Next', 'next')}
    </nav>
  );
}
