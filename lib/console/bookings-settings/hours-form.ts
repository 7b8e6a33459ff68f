import { z } from 'zod';
import type { BookingRules, PersonHours } from '@/content/schema/booking-settings';
import type { WeeklyRange } from '@/content/schema/booking-hours';
import { rangesText, readRanges, WEEKDAYS } from '@/lib/bookings/booking-hours-words';
import { entryFields, textField } from '../catalogue/form-kinds';
import { typedWhole } from './typed-numbers';

// The hours page's two forms, the owner's: a person's week (a field a day, its ranges typed as 09:00-12:00,
// 13:00-17:00) with their days off, and the shop's minimum notice and horizon. Text as a form sends it; what cannot
// be read comes back as a sentence naming the field, the typed values kept.

/** A weekday's field, by JavaScript's number of the day (0: Sunday). */
export const dayField = (weekday: number) => `day-${weekday}`;

export const hoursLabels = {
  daysOff: 'Days off',
  minNoticeMinutes: 'Minimum notice (minutes)',
  horizonDays: 'Bookable up to (days ahead)',
} as const;

export const personHoursFormSchema = z.strictObject({
  personId: entryFields.id.unwrap(),
  /** When the hours the form shows were saved (an ISO time), or '' when the person had none. */
  shown: z.union([z.literal(''), z.iso.datetime({ error: 'The form is out of date. Open the page again.' })], {
    error: 'The form is out of date. Open the page again.',
  }),
  ...Object.fromEntries(WEEKDAYS.map(({ weekday, name }) => [dayField(weekday), textField(name, 400)])),
  daysOff: textField(hoursLabels.daysOff, 6000),
});

type HoursForm = z.output<typeof personHoursFormSchema>;

/** The days off as typed, one a line or separated by commas, each YYYY-MM-DD; or a sentence on what to change. */
function readDaysOff(text: string): string[] | string {
  const days = text.split(/[\s,;]+/).filter(Boolean);
  const wrong = days.find((day) => !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)));
  if (wrong) return `${hoursLabels.daysOff}: write each day as 2026-12-25 (found "${wrong.slice(0, 40)}").`;
  return days;
}

/** The person's week and days off from the form, or each sentence saying what to change. */
export function toPersonHours(input: HoursForm): { hours: PersonHours } | { problems: string[] } {
  const fields = input as unknown as Record<string, string>;
  const problems: string[] = [];
  const weeklyHours: WeeklyRange[] = [];
  for (const { weekday, name } of WEEKDAYS) {
    const ranges = readRanges(fields[dayField(weekday)], weekday, name);
    if (typeof ranges === 'string') problems.push(ranges);
    else weeklyHours.push(...ranges);
  }
  const daysOff = readDaysOff(input.daysOff);
  if (typeof daysOff === 'string') problems.push(daysOff);
  return problems.length > 0 ? { problems } : { hours: { weeklyHours, daysOff: daysOff as string[] } };
}

/** The form's fields for a person's hours as saved, as the page fills them in. */
export function personHoursFields(hours: PersonHours): Record<string, string> {
  return {
    ...Object.fromEntries(WEEKDAYS.map(({ weekday }) => [dayField(weekday), rangesText(hours.weeklyHours, weekday)])),
    daysOff: [...hours.daysOff].sort().join('\n'),
  };
}

export const bookingRulesFormSchema = z.strictObject({
  minNoticeMinutes: textField(hoursLabels.minNoticeMinutes, 20),
  horizonDays: textField(hoursLabels.horizonDays, 20),
});

/** The notice and horizon from the form, or each sentence saying what to change. */
export function toBookingRules(
  input: z.output<typeof bookingRulesFormSchema>,
): { rules: BookingRules } | { problems: string[] } {
  const minNoticeMinutes = typedWhole(hoursLabels.minNoticeMinutes, input.minNoticeMinutes, '120');
  const horizonDays = typedWhole(hoursLabels.horizonDays, input.horizonDays, '30');
  const problems = [minNoticeMinutes, horizonDays].filter((value) => typeof value === 'string');
  if (problems.length > 0) return { problems };
  return { rules: { minNoticeMinutes: minNoticeMinutes as number, horizonDays: horizonDays as number } };
}
