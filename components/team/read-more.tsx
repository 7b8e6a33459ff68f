'use client';

import { useId, useState, type ReactNode } from 'react';

// Wraps a text whose parts beyond the teaser carry `max-md:group-data-[expanded=false]/bio:hidden`:
// the text itself is rendered by the server, this leaf only flips the data attribute.
// The button exists only on small screens; wide screens always show the full text.
export function ReadMore({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className="group/bio" data-expanded={expanded ? 'true' : 'false'}>
      <div id={id} className="space-y-4">
        {children}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        className="mt-3 rounded-md font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 md:hidden"
      >
        {expanded ? 'Read Less' : 'Read More'}
      </button>
    </div>
  );
}
