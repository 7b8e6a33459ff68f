'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { clampPage, pageCount } from '@/lib/pagination';

type View = 'gallery' | 'list';

interface DirectoryBrowserProps {
  /** One rendered card per business, in order. */
  cards: ReactNode[];
  pageSize: number;
  /** Shown after 'Explore All Directory' (the 'Add Your Business' link). */
  actions?: ReactNode;
}

const secondaryButton =
  'rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

// Paging and the view toggle only show or hide cards the server already rendered, so every business is
// in the page's HTML for search engines, and this script stays small.
export function DirectoryBrowser({ cards, pageSize, actions }: DirectoryBrowserProps) {
  const [view, setView] = useState<View>('gallery');
  const [page, setPage] = useState(1);
  const [showAll, setShowAll] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listId = useId();
  const headingId = useId();

  const total = cards.length;
  const pages = pageCount(total, pageSize);
  const first = showAll ? 0 : (page - 1) * pageSize;
  const last = showAll ? total : Math.min(first + pageSize, total);
  const status = showAll ? `Showing all ${total} businesses` : `Showing ${first + 1}–${last} of ${total} businesses`;

  const bringListIntoView = () => {
    // After paging from the buttons below the list, start reading the new page from its top.
    const heading = headingRef.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
  };

  const goToPage = (next: number) => {
    setPage(clampPage(next, pages));
    bringListIntoView();
  };

  const toggleShowAll = () => {
    setShowAll((value) => !value);
    setPage(1);
    bringListIntoView();
  };

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 ref={headingRef} id={headingId} className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
          Popular Consultations
        </h2>
        <button
          type="button"
          onClick={() => setView((value) => (value === 'gallery' ? 'list' : 'gallery'))}
          aria-controls={listId}
          className={secondaryButton}
        >
          {view === 'gallery' ? 'List view' : 'Gallery view'}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-stone-600">
        {status}
      </p>
      <ul
        id={listId}
        data-view={view}
        className="group mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 data-[view=list]:grid-cols-1"
      >
        {cards.map((card, index) => (
          <li key={index} hidden={index < first || index >= last}>
            {card}
          </li>
        ))}
      </ul>
      {!showAll && pages > 1 ? (
        <Pagination page={page} pageCount={pages} onPageChange={goToPage} label="Directory pages" />
      ) : null}
      <div className="mt-10 flex flex-wrap items-center justify-center gap-4 border-t border-stone-200 pt-8">
        <button type="button" onClick={toggleShowAll} aria-controls={listId} className={secondaryButton}>
          {showAll ? `Show ${pageSize} per page` : 'Explore All Directory'}
        </button>
        {actions}
      </div>
    </section>
  );
}
