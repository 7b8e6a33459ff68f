'use client';

import { useRef, type ReactNode } from 'react';
import { useFocusOnMount } from '@/lib/assessments/use-focus-on-mount';

// Heads the contact form and the results. It takes focus when the step appears, so a screen reader
// announces the new step; no focus ring, since it is not something to act on.
export function StepHeading({ id, children }: { id?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(ref);
  return (
    <h3 id={id} ref={ref} tabIndex={-1} data-autofocus className="text-xl font-semibold" style={{ outline: 'none' }}>
      {children}
    </h3>
  );
}
