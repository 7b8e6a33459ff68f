import { z } from 'zod';
import { CONSULTATION_PLACES } from '@/content/schema/consultation';
import { daysOffSchema, weeklyHoursSchema, type WeeklyRange } from '@/content/schema/booking-hours';

// What the owner may set for the bookings in the console: a consultation's facts, a person's hours, and the shop's
// notice and horizon. The database's own checks say the same; these say it first, in sentences the owner reads.

/** Pesewas, like every amount. */
const pesewas = z.number().int().min(0).max(100_000_000, { error: 'An amount is at most GHS 1,000,000.00.' });

export const consultationEditSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Give the consultation a name.' }).max(200),
    description: z.string().trim().min(1, { error: 'Say in a sentence or two what the consultation is.' }).max(4000),
    durationMinutes: z
      .number()
      .int({ error: 'The length is a whole number of minutes.' })
      .min(15, { error: 'A consultation lasts at least 15 minutes.' })
      .max(480, { error: 'A consultation lasts at most 480 minutes (8 hours).' }),
    price: pesewas,
    /** Paid online at booking; 0 books without paying. */
    deposit: pesewas,
    place: z.enum(CONSULTATION_PLACES, { error: 'Choose where the consultation happens.' }),
    /** Team members, by their catalogue id. */
    personIds: z.array(z.number().int().positive()).max(100),
    /** Off the site, its bookings kept. */
    archived: z.boolean(),
  })
  .refine((fields) => fields.deposit <= fields.price, {
    error: 'The deposit paid online cannot be more than the price.',
    path: ['deposit'],
  })
  .refine((fields) => fields.archived || fields.personIds.length > 0, {
    error: 'Choose at least one person who offers it, or archive it.',
    path: ['personIds'],
  });

export type ConsultationEdit = z.infer<typeof consultationEditSchema>;

const overlapping = (a: WeeklyRange, b: WeeklyRange) => a.weekday === b.weekday && a.from < b.to && b.from < a.to;

export const personHoursSchema = z.object({
  weeklyHours: weeklyHoursSchema.refine(
    (hours) => hours.every((range, i) => hours.slice(i + 1).every((other) => !overlapping(range, other))),
    { error: 'Two ranges of one day overlap: each range ends before the next starts.' },
  ),
  daysOff: daysOffSchema,
});

export type PersonHours = z.infer<typeof personHoursSchema>;

export const bookingRulesSchema = z.object({
  minNoticeMinutes: z
    .number()
    .int({ error: 'The minimum notice is a whole number of minutes.' })
    .min(0, { error: 'The minimum notice is 0 minutes or more.' })
    .max(20_160, { error: 'The minimum notice is at most 20160 minutes (two weeks).' }),
  horizonDays: z
    .number()
    .int({ error: 'How far ahead is a whole number of days.' })
    .min(1, { error: 'Times can be booked at least 1 day ahead.' })
    .max(366, { error: 'Times can be booked at most 366 days ahead.' }),
});

export type BookingRules = z.infer<typeof bookingRulesSchema>;
