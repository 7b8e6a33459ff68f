import { CallToActionLink } from '@/components/pages/call-to-action-link';
import type { InfoCard as InfoCardData } from '@/content/schema/pages';

export function InfoCard({ card }: { card: InfoCardData }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h3 className="font-serif text-xl font-bold text-brand-900">{card.title}</h3>
      <p className="mt-2 text-stone-700">{card.text}</p>
      {card.link ? (
        <p className="mt-auto pt-4">
          <CallToActionLink action={card.link} variant="text" />
        </p>
      ) : null}
    </article>
  );
}
