import type { ReactNode } from 'react';

const tones = {
  plain: { band: '', heading: 'text-brand-900' },
  tint: { band: 'bg-brand-50', heading: 'text-brand-900' },
  dark: { band: 'bg-brand-900 text-white', heading: '' },
} as const;

interface TitledSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  tone?: keyof typeof tones;
  /** The inner column's width, padding and alignment. */
  className?: string;
  children: ReactNode;
}

/** A full-width band of a page with its column and its h2 heading, the way every section of the site opens. */
export function TitledSection({
  id,
  title,
  tone = 'plain',
  className = 'max-w-5xl py-12 sm:py-16',
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={tones[tone].band || undefined}>
      <div className={`mx-auto px-4 ${className}`}>
        <h2 id={id} className={`font-serif text-2xl font-bold sm:text-3xl ${tones[tone].heading}`}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
