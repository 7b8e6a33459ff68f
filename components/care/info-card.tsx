import type { CareInfoCard } from '@/content/schema/assessment';
import { Picture } from '@/components/ui/picture';

export function InfoCard({ card }: { card: CareInfoCard }) {
  return (
    <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <Picture src={card.image} layout="icon" alt="" className="h-16 w-16 object-contain" />
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{card.title}</h3>
      <p className="mt-2 text-stone-700">{card.text}</p>
    </article>
  );
}
