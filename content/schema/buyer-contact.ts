import { z } from 'zod';
import {
  buyerContactRefusals as refusal,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
} from '@/content/schema/buyer-contact-limits';

// The buyer's contact as the server checks it, with the limits and sentences of buyer-contact-limits.ts.

/** A field that must hold something once trimmed, and at most `max` characters. */
const requiredText = (max: number, tooLong: string) =>
  z.string({ error: refusal.required }).trim().min(1, { error: refusal.required }).max(max, { error: tooLong });

/** The three fields, to spread into a request's own strict object. */
export const buyerContactFields = {
  name: requiredText(MAX_NAME_LENGTH, refusal.nameTooLong),
  phone: requiredText(MAX_PHONE_LENGTH, refusal.phoneTooLong),
  email: requiredText(MAX_EMAIL_LENGTH, refusal.email).pipe(z.email({ error: refusal.email })),
};
