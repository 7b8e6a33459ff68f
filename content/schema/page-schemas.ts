import { z } from 'zod';
import { DELIVERY_FEE_RANGE, LIFESTYLE_STATEMENT_COUNT, STRESSOR_QUESTION_COUNTS } from '@/content/schema/rules';
import { toMinorUnits } from '@/content/schema/money';
import { httpsUrl, picture, sizedPicture, text, uniqueBy } from '@/content/schema/fields';

// The page texts, the assessments, the organisation's details and how orders are delivered. Pictures anywhere in
// these files are also checked by the picture scan in check-content.ts.

export const lifestyleSchema = z.array(z.object({ topic: text, text })).length(LIFESTYLE_STATEMENT_COUNT, {
  error: (issue) => `must have ${LIFESTYLE_STATEMENT_COUNT} statements (found ${(issue.input as unknown[]).length})`,
});

export const stressorsSchema = z
  .array(z.object({ name: text, questions: z.array(text) }))
  .superRefine((categories, ctx) => {
    const names = categories.map((category) => category.name);
    const expected = STRESSOR_QUESTION_COUNTS.map(([name]) => name);
    if (names.join('|') !== expected.join('|')) {
      ctx.addIssue({
        code: 'custom',
        message: `categories must be, in this order: ${expected.join(', ')} (found ${names.join(', ')})`,
      });
      return;
    }
    STRESSOR_QUESTION_COUNTS.forEach(([name, count], index) => {
      const found = categories[index].questions.length;
      if (found !== count) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'questions'],
          message: `count must be ${count} for '${name}' (found ${found})`,
        });
      }
    });
  });

const illustration = sizedPicture.extend({ alt: z.string() });
const action = z.object({ label: text, href: text });

export const contentPageSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, intro: text, image: illustration, actions: z.array(action) }),
  sections: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower case words joined by '-'" }),
      title: text,
    }),
  ),
  closing: z.object({ title: text, text, actions: z.array(action) }),
});

export const bannerSlidesSchema = z.array(z.object({ title: text, text, image: illustration })).min(1);

export const siteSchema = z.object({
  brand: text,
  brandFull: text,
  careSlug: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower case letters, digits or '-'" }),
  email: z.string().regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, { error: 'must be an e-mail address' }),
  whatsappNumber: z
    .string()
    .regex(/^\d{8,15}$/, { error: "must be digits only, without '+' or spaces, e.g. 233240000001" }),
  facebookUrl: httpsUrl,
  instagramUrl: httpsUrl,
  youtubeUrl: httpsUrl,
});

export const careCardsSchema = z.array(z.object({ title: text, text, image: picture })).min(1);

export const navigationSchema = z.array(
  z.object({ label: text, link: z.string().startsWith('/', { error: "must start with '/'" }), name: text }),
);

const deliveryFee = z.number().superRefine((value, ctx) => {
  if (value < DELIVERY_FEE_RANGE.min || value > DELIVERY_FEE_RANGE.max)
    ctx.addIssue({
      code: 'custom',
      message: `must be between ${DELIVERY_FEE_RANGE.min} and ${DELIVERY_FEE_RANGE.max} cedis (found ${value})`,
    });
  else if (Math.abs(toMinorUnits(value) - value * 100) > 1e-6)
    ctx.addIssue({ code: 'custom', message: `must be in cedis with at most two decimals, e.g. 25 (found ${value})` });
});

export const deliveryPickupSchema = z.object({ place: text, hours: text });

export const deliveryZonesSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower case letters, digits or '-'" }),
      name: text,
      fee: deliveryFee,
      days: text,
    }),
  )
  .min(1, { error: 'must list at least one delivery area' })
  .superRefine(
    uniqueBy(
      (zone: { id: string; name: string }) => zone.id,
      'id',
      (zone) => `'${zone.name}'`,
    ),
  );
