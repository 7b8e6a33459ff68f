'use client';

import { Children, useEffect, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { BANNER_ROTATION_MS } from '@/lib/carousel';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

interface RotatingBannerProps {
  /** Names the banner for screen readers. */
  label: string;
  /** One title a slide, for the dots' labels. */
  slideTitles: string[];
  /** The slides, rendered by the server; they are stacked and faded in turn. */
  children: ReactNode;
}

// Advances every 3 s; waits while the pointer is over it or focus is inside it, when the visitor has
// pressed pause, and always when the system asks for reduced motion (dots still work then).
export function RotatingBanner({ label, slideTitles, children }: RotatingBannerProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The server assumes reduced motion, so nothing moves before the script knows better.
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const rotating = !reducedMotion && !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setActive((current) => (current + 1) % count), BANNER_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, active, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden rounded-2xl bg-brand-950 shadow-lg"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="relative h-72 sm:h-80" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== active}
            data-active={index === active ? 'true' : undefined}
            className={`absolute inset-0 transition-opacity duration-700 ${index === active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 px-4 pb-3">
        <ul className="flex items-center">
          {slideTitles.map((title, index) => (
            <li key={title}>
              <button
                type="button"
                aria-label={`Show slide ${index + 1}: ${title}`}
                aria-current={index === active ? 'true' : undefined}
                onClick={() => setActive(index)}
                className="group inline-flex h-8 w-8 items-center justify-center rounded-full"
              >
                <span
                  className={`block h-3 rounded-full transition-all ${index === active ? 'w-6 bg-gold-400' : 'w-3 bg-white/60 group-hover:bg-white'}`}
                />
              </button>
            </li>
          ))}
        </ul>
        {reducedMotion ? null : (
          <button
            type="button"
            aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setStopped((value) => !value)}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-black/30 text-white hover:bg-black/50"
          >
            <Icon name={stopped ? 'play' : 'pause'} className="h-5 w-5" />
          </button>
        )}
      </div>
    </section>
  );
}
