import { z } from 'zod';
import { lifestyleStatements } from '@/content/assessments/lifestyle';
import { stressorCategories } from '@/content/assessments/stressors';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '@/content/schema/buyer-contact-limits';

// An assessment sent to the care centre with the visitor's consent: the request the result screen posts, and what
// the staff inbox keeps of it. The server never takes a result from the request: it works the result out again from
// the answers, so what staff read is what those answers give.

const CARE_ASSESSMENTS = ['lifestyle', 'stressors'] as const;
type CareAssessment = (typeof CARE_ASSESSMENTS)[number];

/** How many answers each assessment takes: one per statement or question, in the order they are asked. */
const CARE_ANSWER_COUNTS: Record<CareAssessment, number> = {
  lifestyle: lifestyleStatements.length,
  stressors: stressorCategories.reduce((sum, category) => sum + category.questions.length, 0),
};

/** Why a follow-up is refused, in the visitor's words. */
export const careFollowUpRefusals = {
  notAnObject: 'The request must be a JSON object with the assessment, its answers and your details.',
  unexpected: (keys: string[]) => `The request has fields the care centre does not take: ${keys.join(', ')}.`,
  assessment: 'The assessment must be "lifestyle" or "stressors".',
  answers: 'The answers must be a list of "Yes" and "No".',
  answer: 'Each answer must be "Yes" or "No".',
  count: (assessment: CareAssessment) =>
    `The ${assessment === 'lifestyle' ? 'Lifestyle' : 'Stressors'} Assessment takes ${CARE_ANSWER_COUNTS[assessment]} answers: one for each question.`,
  text: 'Your name, e-mail address and phone number must be text.',
  nameTooLong: `Your name must be at most ${MAX_NAME_LENGTH} characters.`,
  email: 'Please enter a valid e-mail address.',
  phone: 'Please enter a phone number of 6 to 15 digits, e.g. 024 123 4567.',
  consent: 'Nothing was sent: tick the box to ask the care centre to contact you.',
  contact: 'The care centre needs a phone number or an e-mail address to contact you.',
  emailResult: 'To have your result e-mailed, give your e-mail address.',
  flag: 'The choice to e-mail your result must be true or false.',
};
const refusal = careFollowUpRefusals;

const answer = z.enum(['Yes', 'No'], { error: refusal.answer });

/** Optional text: absent, or blank once trimmed, is no value. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: refusal.text })
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((value) => value || undefined);

const PHONE = /^\+?[\d\s().-]+$/;
const digitCount = (phone: string) => phone.replace(/\D/g, '').length;

export const careFollowUpRequest = z
  .strictObject({
    assessment: z.enum(CARE_ASSESSMENTS, { error: refusal.assessment }),
    answers: z.array(answer, { error: refusal.answers }).max(200, { error: refusal.answers }),
    name: z.string({ error: refusal.text }).trim().max(MAX_NAME_LENGTH, { error: refusal.nameTooLong }),
    email: optionalText(MAX_EMAIL_LENGTH, refusal.email).pipe(z.email({ error: refusal.email }).optional()),
    phone: optionalText(MAX_PHONE_LENGTH, refusal.phone).pipe(
      z
        .string()
        .refine((phone) => PHONE.test(phone) && digitCount(phone) >= 6 && digitCount(phone) <= 15, {
          error: refusal.phone,
        })
        .optional(),
    ),
    consent: z.literal(true, { error: refusal.consent }),
    emailResult: z.boolean({ error: refusal.flag }).optional(),
    /** Whatever result the page showed: accepted so that a page may send it, and never read. */
    results: z.unknown().optional(),
  })
  .superRefine((request, ctx) => {
    if (request.answers.length !== CARE_ANSWER_COUNTS[request.assessment])
      ctx.addIssue({ code: 'custom', path: ['answers'], message: refusal.count(request.assessment) });
    if (!request.email && !request.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: refusal.contact });
    if (request.emailResult && !request.email)
      ctx.addIssue({ code: 'custom', path: ['emailResult'], message: refusal.emailResult });
  });

export type CareFollowUpRequest = z.infer<typeof careFollowUpRequest>;

/** One clear sentence for the first problem of a refused request. */
export function careFollowUpIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') return refusal.unexpected(issue.keys);
  if (!issue || issue.path.length === 0) return refusal.notAnObject;
  return issue.message;
}

const count = z.number().int().min(0);
const bandId = z.enum(['low', 'moderate', 'high', 'severe']);

/** A result as the public result screen words it: Yes answers of those given, and its words where it has them. */
const resultSchema = z.object({
  yes: count,
  answered: count,
  percentage: count,
  /** The Stressors Assessment's band; none for the Lifestyle Assessment, which has no bands. */
  band: bandId.nullable(),
  /** The band's name ('High stress level'), or the Lifestyle Assessment's message; none for a lifestyle topic. */
  words: z.string().nullable(),
});
export type CareResult = z.infer<typeof resultSchema>;

/** What the staff inbox keeps of one follow-up (an inbox item's body). */
export const careFollowUpBody = z.object({
  assessment: z.enum(CARE_ASSESSMENTS),
  /** Each question as the visitor read it, with its group (a topic or category) and the answer given. */
  answers: z.array(z.object({ group: z.string(), question: z.string(), answer })),
  results: z.object({
    overall: resultSchema,
    /** Per topic (Lifestyle) or category (Stressors), in the order asked. */
    categories: z.array(resultSchema.extend({ name: z.string() })),
  }),
  /** Whether the visitor asked for their result by e-mail. */
  emailResult: z.boolean(),
});
export type CareFollowUpBody = z.infer<typeof careFollowUpBody>;
