import type { ReactNode } from 'react';

interface ConsoleSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A white card of a page with its h2: the blocks an order or account page is made of. */
export function ConsoleSection({ id, title, className = '', children }: ConsoleSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`mt-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
