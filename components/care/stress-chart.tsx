import { useId } from 'react';
import type { StressorsResult } from '@/lib/assessments/stressors-score';

// One horizontal bar per category, as long as its percentage and coloured by its band. The numbers and band
// are also written beside each bar, so the colour is never the only way to read it.
export function StressChart({ result }: { result: StressorsResult }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="rounded-xl border border-stone-200 p-4">
      <figcaption id={captionId} className="font-semibold text-stone-900">
        Stress by category
      </figcaption>
      <ul className="mt-3 space-y-3">
        {result.categories.map((row) => (
          <li key={row.category} data-band={row.band.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium text-stone-900">{row.category}</span>
              <span className="text-stone-700">
                {row.score} of {row.total} · <span className="font-semibold">{row.percentage}%</span> ·{' '}
                {row.band.shortLabel}
              </span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-stone-100 ring-1 ring-stone-300 ring-inset" aria-hidden="true">
              <div
                data-chart-bar
                className="h-full min-w-1.5 rounded-full"
                style={{ width: `${row.percentage}%`, backgroundColor: row.band.colour }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
