import Link from 'next/link';
import { buttonClasses } from './console-classes';

interface PagerProps {
  /** Names what is paged, for screen readers: 'Pages of orders'. */
  label: string;
  page: number;
  pages: number;
  /** The address of page `n`, keeping whatever filter the list has. */
  hrefFor: (n: number) => string;
}

/** Previous and Next, with where the list is: plain links, so paging works without JavaScript. */
export function Pager({ label, page, pages, hrefFor }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} prefetch={false} rel="prev" className={buttonClasses.secondary}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-stone-700">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} prefetch={false} rel="next" className={buttonClasses.secondary}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
