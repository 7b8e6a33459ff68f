import { z } from 'zod';
import { contactRefusals as refusal, MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH } from '@/content/contact';
import { MAX_EMAIL_LENGTH } from '@/content/schema/buyer-contact-limits';

// A message sent from the contact form, as the server checks it and as the staff inbox keeps it.

/** What the inbox keeps of a message besides the sender's address. */
export const contactMessageBody = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, { error: refusal.subject })
    .max(MAX_SUBJECT_LENGTH, { error: refusal.subjectTooLong }),
  message: z.string().trim().max(MAX_MESSAGE_LENGTH, { error: refusal.messageTooLong }),
});

/** The form's fields as posted; the message itself may be left empty, as the form allows. */
export const contactMessage = contactMessageBody.extend({
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: refusal.email })
    .pipe(z.email({ error: refusal.email })),
});

export type ContactMessage = z.infer<typeof contactMessage>;
