import type { ReactNode } from 'react';

interface TeachingsSectionProps {
  id: string;
  title: string;
  intro: string;
  tinted?: boolean;
  children: ReactNode;
}

export function TeachingsSection({ id, title, intro, tinted = false, children }: TeachingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={tinted ? 'bg-brand-50' : 'bg-white'}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <h2 id={`${id}-heading`} className="font-serif text-2xl font-bold tracking-wide text-brand-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-3xl text-stone-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
