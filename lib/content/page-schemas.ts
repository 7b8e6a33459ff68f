import { z } from 'zod';
import { LIFESTYLE_STATEMENT_COUNT, STRESSOR_QUESTION_COUNTS } from '@/lib/content/rules';
import { httpsUrl, picture, sizedPicture, text } from '@/lib/content/fields';

// The page texts, the assessments and the organisation's details. Pictures anywhere in these files are also
// checked by the picture scan in check-content.ts.

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
