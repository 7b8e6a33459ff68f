import type { WeeklyRange } from '@/content/schema/booking-hours';

// How a day's hours are written for the owner: '09:00-12:00, 13:00-17:00', the ranges of one weekday in Ghana's time.
// The console's form shows and reads them this way, and the activity log keeps them so, so a change reads the same
// in both places. Free of server code.

/** The week as the console lists it, Monday first; each day's number as JavaScript's getUTCDay counts (0: Sunday). */
export const WEEKDAYS = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 0, name: 'Sunday' },
] as const;

/** One weekday's ranges in order, as '09:00-12:00, 13:00-17:00'; '' for a day without hours. */
export function rangesText(hours: readonly WeeklyRange[], weekday: number): string {
  return hours
    .filter((range) => range.weekday === weekday)
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((range) => `${range.from}-${range.to}`)
    .join(', ');
}

/** Each weekday's ranges by name, for the activity log: a change shows as the days whose hours differ. */
export const weekInWords = (hours: readonly WeeklyRange[]): Record<string, string> =>
  Object.fromEntries(WEEKDAYS.map(({ weekday, name }) => [name, rangesText(hours, weekday)]));

/** '9:00' → '09:00'; '9' → '09:00'; anything else as typed, for the schema to refuse with its sentence. */
const clock = (text: string) => {
  const match = /^(\d{1,2})(?::?(\d{2}))?$/.exec(text.trim().replace('.', ':'));
  return match ? `${match[1].padStart(2, '0')}:${match[2] ?? '00'}` : text.trim();
};

/**
 * The ranges typed for one weekday ('9:00-12:00, 13:00-17:00'; commas or semicolons between ranges, a hyphen or
 * 'to' within one), or a sentence naming the day and what could not be read.
 */
export function readRanges(text: string, weekday: number, dayName: string): WeeklyRange[] | string {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: WeeklyRange[] = [];
  for (const part of parts) {
    const ends = part.split(/\s*(?:-|–|—|\bto\b)\s*/);
    if (ends.length !== 2 || !ends[0] || !ends[1])
      return `${dayName}: write each range as 09:00-12:00, with a comma between ranges (found "${part.slice(0, 40)}").`;
    ranges.push({ weekday, from: clock(ends[0]), to: clock(ends[1]) });
  }
  return ranges;
}
