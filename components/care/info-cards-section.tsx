import type { CareCentreCopy } from '@/content/schema/assessment';
import { InfoCard } from '@/components/care/info-card';
import { TitledSection } from '@/components/ui/titled-section';

export function InfoCardsSection({ cards }: { cards: CareCentreCopy['cards'] }) {
  return (
    <TitledSection id="care-cards-title" title={cards.title}>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {cards.items.map((card) => (
          <InfoCard key={card.title} card={card} />
        ))}
      </div>
    </TitledSection>
  );
}
