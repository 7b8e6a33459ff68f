import type { StressBandId } from '@/content/schema/assessment';

export interface StressBand {
  id: StressBandId;
  /** The text the result screen shows for this band. */
  label: string;
  /** The short name on each bar of the chart. */
  shortLabel: string;
  /** The highest percentage that still falls in this band. */
  upTo: number;
  colourName: 'green' | 'yellow' | 'orange' | 'red';
  /** Fill of the chart bars and swatches; text is never drawn on it. */
  colour: string;
}

// Ordered from lowest to highest: a percentage belongs to the first band whose upper bound it does not exceed.
export const STRESS_BANDS: readonly StressBand[] = [
  { id: 'low', label: 'Low stress level', shortLabel: 'Low', upTo: 25, colourName: 'green', colour: '#16a34a' },
  {
    id: 'moderate',
    label: 'Moderate stress level',
    shortLabel: 'Moderate',
    upTo: 50,
    colourName: 'yellow',
    colour: '#eab308',
  },
  { id: 'high', label: 'High stress level', shortLabel: 'High', upTo: 75, colourName: 'orange', colour: '#ea580c' },
  { id: 'severe', label: 'Severe stress level', shortLabel: 'Severe', upTo: 100, colourName: 'red', colour: '#dc2626' },
];

/** Up to 25 Low, up to 50 Moderate, up to 75 High, above 75 Severe. */
export function stressBand(percentage: number): StressBand {
  return STRESS_BANDS.find((band) => percentage <= band.upTo) ?? STRESS_BANDS[STRESS_BANDS.length - 1];
}

/** The lowest percentage of a band, for the legend: 0, 26, 51, 76. */
export function bandFloor(band: StressBand): number {
  const index = STRESS_BANDS.indexOf(band);
  return index <= 0 ? 0 : STRESS_BANDS[index - 1].upTo + 1;
}
