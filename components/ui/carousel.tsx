'use client';

import { Children, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { CarouselControls } from '@/components/ui/carousel-controls';
import { MOBILE_BREAKPOINT_PX } from '@/lib/site/breakpoints';
import { pageCount } from '@/lib/site/pagination';
import { clampCarouselPage, nextPage, pageOfItem, previousPage, type CarouselPageSizes } from '@/lib/site/carousel';

const SWIPE_MIN_PX = 40;

interface CarouselProps {
  /** Names the carousel for screen readers: 'Team members'. */
  label: string;
  pageSizes: CarouselPageSizes;
  /** Shown under the dots, e.g. 'Swipe or tap the dots to see more.' */
  hint: string;
  /** Grid classes of the list; each child becomes one item. */
  listClassName: string;
  children: ReactNode;
}

// Which items show is decided by CSS for both page sizes at once (max-md / md), so the server HTML
// already shows the right first page at any width and nothing jumps when the script arrives.
// Arrows and dots exist once per page size; the one for the other width is display:none.
export function Carousel({ label, pageSizes, hint, listClassName, children }: CarouselProps) {
  const items = Children.toArray(children);
  const [page, setPage] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const narrowPages = pageCount(items.length, pageSizes.narrow);
  const widePages = pageCount(items.length, pageSizes.wide);
  const narrowPage = clampCarouselPage(page, narrowPages);
  const widePage = clampCarouselPage(page, widePages);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
    const pages = wide ? widePages : narrowPages;
    const current = wide ? widePage : narrowPage;
    setPage(dx < 0 ? nextPage(current, pages) : previousPage(current, pages));
  };

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} className="touch-pan-y">
        <ul className={listClassName}>
          {items.map((item, index) => {
            const hideNarrow = pageOfItem(index, pageSizes.narrow) !== narrowPage ? 'max-md:hidden' : '';
            const hideWide = pageOfItem(index, pageSizes.wide) !== widePage ? 'md:hidden' : '';
            return (
              <li key={index} className={`${hideNarrow} ${hideWide}`}>
                {item}
              </li>
            );
          })}
        </ul>
      </div>
      <CarouselControls pages={narrowPages} current={narrowPage} onChange={setPage} hint={hint} className="md:hidden" />
      <CarouselControls pages={widePages} current={widePage} onChange={setPage} hint={hint} className="max-md:hidden" />
    </section>
  );
}
