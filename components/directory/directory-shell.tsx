'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import { DIRECTORY_ALL_PATH, DIRECTORY_PATH } from '@/lib/catalogue/directory/directory-pages';

type View = 'gallery' | 'list';

interface DirectoryShellProps {
  /** How many businesses a page shows, for the link back from the page with all of them. */
  pageSize: number;
  /** Shown after 'Explore All Directory' (the 'Add Your Business' link). */
  actions?: ReactNode;
  /** One page of businesses, rendered on the server. */
  children: ReactNode;
}

export const DIRECTORY_LIST_ID = 'directory-list';

const secondaryButton =
  'rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

// The directory's frame, kept by the layout while the visitor moves between pages, so the chosen view (gallery or
// list) stays. The view only switches classes on the cards the server rendered: no cards are made here.
export function DirectoryShell({ pageSize, actions, children }: DirectoryShellProps) {
  const [view, setView] = useState<View>('gallery');
  const showsAll = usePathname() === DIRECTORY_ALL_PATH;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12 sm:py-16">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
          Popular Consultations
        </h2>
        <button
          type="button"
          onClick={() => setView((value) => (value === 'gallery' ? 'list' : 'gallery'))}
          aria-controls={DIRECTORY_LIST_ID}
          className={secondaryButton}
        >
          {view === 'gallery' ? 'List view' : 'Gallery view'}
        </button>
      </div>
      <div data-view={view} className="group">
        {children}
      </div>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4 border-t border-stone-200 pt-8">
        <Link href={showsAll ? DIRECTORY_PATH : DIRECTORY_ALL_PATH} prefetch={false} className={secondaryButton}>
          {showsAll ? `Show ${pageSize} per page` : 'Explore All Directory'}
        </Link>
        {actions}
      </div>
    </section>
  );
}
