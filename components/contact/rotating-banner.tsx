'use client';

import { Children, useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { BannerControls } from '@/components/contact/banner-controls';
import { BANNER_ROTATION_MS } from '@/lib/site/carousel';
import { useReducedMotion } from '@/lib/site/hooks/use-reduced-motion';

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
  const reducedMotion = useReducedMotion();
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
      <BannerControls
        slideTitles={slideTitles}
        active={active}
        onSelect={setActive}
        stopped={reducedMotion ? null : stopped}
        onToggleStopped={() => setStopped((value) => !value)}
      />
    </section>
  );
}
