import { CallToActionLink } from '@/components/pages/call-to-action-link';
import type { ClosingBand as ClosingBandData } from '@/lib/types/pages';

export function ClosingBand({ closing }: { closing: ClosingBandData }) {
  return (
    <section aria-labelledby="closing-heading" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 id="closing-heading" className="font-serif text-2xl font-bold sm:text-3xl">
          {closing.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{closing.text}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {closing.actions.map((action, index) => (
            <li key={action.href}>
              <CallToActionLink action={action} variant={index === 0 ? 'primary' : 'light'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
