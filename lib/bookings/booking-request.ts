import 'server-only';
import { z } from 'zod';
import { buyerContactFields } from '@/content/schema/buyer-contact';
import { PAYMENT_MODES } from '@/lib/server/db/stored-values';
import { bookingRefusals as refusal, MAX_NOTE_LENGTH } from './booking-messages';

// A Pay Now for a consultation's time: exactly these fields (any other is refused), the price and deposit never
// among them, since the server reads them from the consultation.

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const bookingRequestSchema = z.strictObject({
  consultation: z.string({ error: refusal.consultation }).max(100, { error: refusal.consultation }).regex(SLUG, {
    error: refusal.consultation,
  }),
  personId: z.number({ error: refusal.person }).int({ error: refusal.person }).positive({ error: refusal.person }),
  startsAt: z.iso.datetime({ error: refusal.time, offset: true }).transform((value) => new Date(value)),
  ...buyerContactFields,
  note: z
    .string({ error: refusal.noteTooLong })
    .trim()
    .max(MAX_NOTE_LENGTH, { error: refusal.noteTooLong })
    .optional()
    .transform((note) => note || null),
  paymentMode: z.enum(PAYMENT_MODES, { error: refusal.paymentMode }),
});

export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** One clear sentence for the first problem. */
export function bookingIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') return refusal.unexpected(issue.keys);
  if (!issue || issue.path.length === 0) return refusal.notAnObject;
  return issue.message;
}
