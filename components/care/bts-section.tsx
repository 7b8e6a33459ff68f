import type { CareCentreCopy } from '@/content/schema/assessment';
import { TitledSection } from '@/components/ui/titled-section';

export function BtsSection({ bts }: { bts: CareCentreCopy['bts'] }) {
  return (
    <TitledSection id="bts-title" title={bts.title}>
      <div className="mt-4 max-w-3xl space-y-4 text-lg text-stone-700">
        {bts.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {bts.pillars.map((pillar) => (
          <li
            key={pillar.title}
            className="rounded-xl border-t-4 border-gold-400 bg-white p-4 shadow-sm ring-1 ring-stone-200"
          >
            <h3 className="font-semibold text-brand-900">{pillar.title}</h3>
            <p className="mt-1 text-stone-700">{pillar.text}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
