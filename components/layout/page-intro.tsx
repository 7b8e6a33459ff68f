import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

// The heading band every page opens with.
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-5xl px-4 py-12 text-center sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mx-auto mt-4 max-w-3xl text-lg text-stone-700">{children}</div> : null}
      </div>
    </section>
  );
}
