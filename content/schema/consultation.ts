import { z } from 'zod';
import { text } from '@/content/schema/fields';
import { daysOffSchema, weeklyHoursSchema } from '@/content/schema/booking-hours';

// A consultation as the seed (content/consultations.ts) writes it: what it is, how long, what it costs and what is
// paid online, where it happens, and who offers it, with their hours. Amounts in pesewas, like every amount.

/** Where a consultation happens: at the centre, by phone, or by WhatsApp video. */
export const CONSULTATION_PLACES = ['centre', 'phone', 'whatsapp'] as const;

const pesewas = z.number().int().min(0).max(100_000_000);

export const consultationSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A slug is lowercase words joined by hyphens.'),
    name: text,
    description: text,
    durationMinutes: z.number().int().min(15).max(480),
    price: pesewas,
    /** Paid online at booking; 0 books without paying. */
    deposit: pesewas,
    place: z.enum(CONSULTATION_PLACES),
    /** Team members by their name on /about (content/team.ts), each with the hours they offer. */
    people: z.array(z.object({ name: text, weeklyHours: weeklyHoursSchema, daysOff: daysOffSchema })).min(1),
  })
  .refine((consultation) => consultation.deposit <= consultation.price, 'The deposit is at most the price.');

export type Consultation = z.infer<typeof consultationSchema>;
