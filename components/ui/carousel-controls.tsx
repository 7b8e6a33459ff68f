'use client';

import { DotButtons } from '@/components/ui/dot-buttons';
import { Icon } from '@/components/ui/icon';
import { nextPage, previousPage } from '@/lib/site/carousel';

interface CarouselControlsProps {
  pages: number;
  /** 0-based. */
  current: number;
  onChange: (page: number) => void;
  hint: string;
  className?: string;
}

const arrowClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white text-brand-800 shadow-sm transition-colors hover:bg-brand-50';

export function CarouselControls({ pages, current, onChange, hint, className = '' }: CarouselControlsProps) {
  if (pages <= 1) return null;
  return (
    <div className={className}>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          aria-label="Previous page"
          className={arrowClass}
          onClick={() => onChange(previousPage(current, pages))}
        >
          <Icon name="chevron-left" className="h-6 w-6" />
        </button>
        <DotButtons
          labels={Array.from({ length: pages }, (_, page) => `Page ${page + 1} of ${pages}`)}
          current={current}
          onSelect={onChange}
          tone="dark"
        />
        <button
          type="button"
          aria-label="Next page"
          className={arrowClass}
          onClick={() => onChange(nextPage(current, pages))}
        >
          <Icon name="chevron-right" className="h-6 w-6" />
        </button>
      </div>
      <p className="mt-2 text-center text-sm text-stone-600">{hint}</p>
      <p className="sr-only" aria-live="polite">
        Page {current + 1} of {pages}
      </p>
    </div>
  );
}
