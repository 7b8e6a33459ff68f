import type { CareCentreCopy } from '@/lib/types/assessment';
import { InfoCard } from '@/components/care/info-card';

export function InfoCardsSection({ cards }: { cards: CareCentreCopy['cards'] }) {
  return (
    <section aria-labelledby="care-cards-title" className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h2 id="care-cards-title" className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
        {cards.title}
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {cards.items.map((card) => (
          <InfoCard key={card.title} card={card} />
        ))}
      </div>
    </section>
  );
}
