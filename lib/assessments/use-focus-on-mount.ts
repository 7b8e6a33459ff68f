'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to the element when a step of an assessment appears, so keyboard and screen-reader users
 * land on it. It waits a frame on purpose: the dialog records what had focus before it opened (to give
 * focus back on close) in its own effect, which runs after this one.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ref]);
}
