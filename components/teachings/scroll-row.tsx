'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Icon } from '@/components/ui/icon';
import { REDUCED_MOTION_QUERY } from '@/lib/site/hooks/use-reduced-motion';

/** How far one press of a list's scroll button moves it, in CSS pixels. */
const VIDEO_SCROLL_STEP_PX = 100;

interface ScrollRowProps {
  title: string;
  children: ReactNode;
}

interface ScrollButtonProps {
  ref: Ref<HTMLButtonElement>;
  hidden: boolean;
  onClick: () => void;
  label: string;
  children: ReactNode;
}

function ScrollButton({ ref, hidden, onClick, label, children }: ScrollButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      hidden={hidden}
      onClick={onClick}
      aria-label={label}
      className="flex h-10 w-10 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-800 shadow-sm hover:bg-brand-50"
    >
      {children}
    </button>
  );
}

// A horizontal list with left and right buttons, each shown only while there is more to see on that side.
export function ScrollRow({ title, children }: ScrollRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const leftRef = useRef<HTMLButtonElement>(null);
  const rightRef = useRef<HTMLButtonElement>(null);
  // Read before the buttons change: once a focused button is hidden the browser has already moved focus to the page.
  const focusedBeforeUpdate = useRef<Element | null>(null);
  const [canScrollLeft, setCanScrollLeft] = useState(false);
  const [canScrollRight, setCanScrollRight] = useState(false);

  const update = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    focusedBeforeUpdate.current = document.activeElement;
    // A pixel of slack: zoomed and high-density screens report fractional scroll positions.
    setCanScrollLeft(row.scrollLeft > 1);
    setCanScrollRight(row.scrollLeft + row.clientWidth < row.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => observer.disconnect();
  }, [update]);

  useLayoutEffect(() => {
    // A button hides once its end is reached; hand keyboard focus to what is still there instead of losing it.
    const focused = focusedBeforeUpdate.current;
    let fallback: HTMLElement | null = null;
    if (focused === rightRef.current && !canScrollRight) fallback = canScrollLeft ? leftRef.current : rowRef.current;
    if (focused === leftRef.current && !canScrollLeft) fallback = canScrollRight ? rightRef.current : rowRef.current;
    fallback?.focus();
    focusedBeforeUpdate.current = null;
  }, [canScrollLeft, canScrollRight]);

  const scrollBy = (direction: -1 | 1) => {
    const reduceMotion = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    rowRef.current?.scrollBy({ left: direction * VIDEO_SCROLL_STEP_PX, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <div className="mt-8">
      <div className="flex min-h-10 items-center gap-2">
        <h3 className="font-serif text-xl font-bold text-brand-900">{title}</h3>
        <div className="ml-auto flex gap-2">
          <ScrollButton
            ref={leftRef}
            hidden={!canScrollLeft}
            onClick={() => scrollBy(-1)}
            label={`Scroll ${title} left`}
          >
            <Icon name="chevron-left" className="h-6 w-6" />
          </ScrollButton>
          <ScrollButton
            ref={rightRef}
            hidden={!canScrollRight}
            onClick={() => scrollBy(1)}
            label={`Scroll ${title} right`}
          >
            <Icon name="chevron-right" className="h-6 w-6" />
          </ScrollButton>
        </div>
      </div>
      <div
        ref={rowRef}
        onScroll={update}
        role="region"
        // Named apart from the section around it, which may share the heading's words ('LIFESTYLE').
        aria-label={`${title} videos`}
        // Focusable so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
        className="mt-3 flex gap-6 overflow-x-auto rounded-md pb-4"
      >
        {children}
      </div>
    </div>
  );
}
