import type { CareInfoCard } from '@/lib/types/assessment';

export function InfoCard({ card }: { card: CareInfoCard }) {
  return (
    <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      {/* A plain img: next/image cannot optimise SVG and would add its client script to the page for nothing. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={card.image} alt="" width={64} height={64} loading="lazy" decoding="async" className="h-16 w-16" />
      <h3 className="mt-4 text-lg font-semibold text-brand-900">{card.title}</h3>
      <p className="mt-2 text-stone-700">{card.text}</p>
    </article>
  );
}
