/** A group of videos under one year heading. */
export interface YearGroup<T> {
  /** The year ('2024') or 'Other'. */
  label: string;
  videos: T[];
}

export const OTHER_YEAR = 'Other';

const NUMERIC_YEAR = /^\d+$/;

/**
 * Groups items by their year: numeric years newest first, then everything with a missing or
 * non-numeric year under 'Other', last. Items keep their original order within a group.
 */
export function groupByYear<T extends { year?: string | null }>(items: readonly T[]): YearGroup<T>[] {
  const byYear = new Map<number, T[]>();
  const other: T[] = [];
  for (const item of items) {
    const year = item.year?.trim() ?? '';
    if (NUMERIC_YEAR.test(year)) {
      const key = Number(year);
      const group = byYear.get(key);
      if (group) group.push(item);
      else byYear.set(key, [item]);
    } else {
      other.push(item);
    }
  }
  const groups: YearGroup<T>[] = [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, videos]) => ({ label: String(year), videos }));
  if (other.length > 0) groups.push({ label: OTHER_YEAR, videos: other });
  return groups;
}
