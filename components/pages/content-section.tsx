import { CallToActionLink } from '@/components/pages/call-to-action-link';
import { InfoCard } from '@/components/pages/info-card';
import { StepList } from '@/components/pages/step-list';
import type { PageSection } from '@/content/schema/pages';

export function ContentSection({ section, shaded }: { section: PageSection; shaded: boolean }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={shaded ? 'bg-stone-50' : 'bg-white'}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <div className="max-w-3xl">
          {section.eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-gold-800 uppercase">{section.eyebrow}</p>
          ) : null}
          <h2 id={headingId} className="mt-1 font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
          {section.points ? (
            <ul className="mt-5 space-y-2">
              {section.points.map((point) => (
                <li key={point} className="flex gap-3 text-stone-800">
                  <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-gold-500" />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {section.cards ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {section.cards.map((card) => (
              <li key={card.title}>
                <InfoCard card={card} />
              </li>
            ))}
          </ul>
        ) : null}
        {section.steps ? <StepList steps={section.steps} /> : null}
        {section.action ? (
          <p className="mt-8">
            <CallToActionLink action={section.action} variant="secondary" />
          </p>
        ) : null}
      </div>
    </section>
  );
}
