import Link from 'next/link';
import { staffRoutes } from '@/lib/auth/staff-routes';
import type { CatalogueKind } from '@/lib/server/db/stored-values';

const tabs: { kind: CatalogueKind; words: string; owner?: boolean }[] = [
  { kind: 'product', words: 'Products' },
  { kind: 'video', words: 'Videos' },
  { kind: 'listing', words: 'Directory', owner: true },
  { kind: 'person', words: 'People', owner: true },
];

/** The catalogue's lists; the directory and the people are the owner's. */
export function CatalogueTabs({ current, owner }: { current: CatalogueKind; owner: boolean }) {
  return (
    <nav aria-label="Catalogue" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {tabs
          .filter((tab) => owner || !tab.owner)
          .map(({ kind, words }) => (
            <li key={kind}>
              <Link
                href={staffRoutes.catalogueList(kind)}
                prefetch={false}
                aria-current={kind === current ? 'page' : undefined}
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
