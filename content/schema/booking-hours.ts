import { z } from 'zod';

// When a team member can be booked: weekly ranges of Ghana's time (several a day, for a lunch break), and whole days
// off. The console's form and the seed pass the same checks.

/** A time of day on a 24-hour clock, as a phone's time field writes it. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day is written HH:MM, on a 24-hour clock.');

export const weeklyRangeSchema = z
  .object({
    /** 0 is Sunday, as JavaScript's getUTCDay counts. */
    weekday: z.number().int().min(0).max(6),
    from: clock,
    to: clock,
  })
  .refine((range) => range.from < range.to, 'A range of hours ends after it starts.');

export const weeklyHoursSchema = z.array(weeklyRangeSchema).max(70);

/** Calendar days in Ghana, YYYY-MM-DD. */
export const daysOffSchema = z.array(z.iso.date()).max(366);

export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;
