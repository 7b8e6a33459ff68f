import Image from 'next/image';
import type { CareInfoCard } from '@/lib/types/assessment';

export function InfoCard({ card }: { card: CareInfoCard }) {
  return (
    <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <Image src={card.image} alt="" width={64} height={64} className="h-16 w-16" />
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{card.title}</h3>
      <p className="mt-2 text-stone-700">{card.text}</p>
    </article>
  );
}
