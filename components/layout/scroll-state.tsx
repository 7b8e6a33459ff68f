'use client';

import { useEffect } from 'react';

const SCROLL_THRESHOLD_PX = 50;

// Marks <html data-scrolled> once the page is scrolled past 50 px; the header's shadow reads it.
export function ScrollState() {
  useEffect(() => {
    const update = () => {
      document.documentElement.toggleAttribute('data-scrolled', window.scrollY > SCROLL_THRESHOLD_PX);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return null;
}
