import { STRESS_BANDS, bandFloor } from '@/lib/assessments/stress-bands';

export function StressBandLegend() {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-stone-700 sm:grid-cols-4" aria-label="Stress levels">
      {STRESS_BANDS.map((band) => (
        <li key={band.id} className="flex items-center gap-2">
          <span className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: band.colour }} aria-hidden="true" />
          <span>
            {band.shortLabel} {bandFloor(band)}–{band.upTo}%
          </span>
        </li>
      ))}
    </ul>
  );
}
