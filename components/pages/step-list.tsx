import type { Step } from '@/content/schema/pages';

export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className={`mt-8 grid gap-6 md:grid-cols-2 ${steps.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 font-serif text-lg font-bold text-brand-900">{step.title}</h3>
          <p className="mt-1 text-stone-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
