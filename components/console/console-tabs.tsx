import Link from 'next/link';

/** A row of tabs between the console's pages of one section, the one shown marked as the current page. */
export function ConsoleTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly { href: string; words: string }[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map(({ href, words }) => (
          <li key={href}>
            <Link
              href={href}
              prefetch={false}
              aria-current={href === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-400 bg-white px-4 text-base font-medium text-stone-900 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {words}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
