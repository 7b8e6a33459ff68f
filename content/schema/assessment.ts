import { z } from 'zod';
import { LIFESTYLE_STATEMENT_COUNT, STRESSOR_QUESTION_COUNTS } from '@/content/schema/rules';
import { picture, text, typedAs } from '@/content/schema/fields';

// The two assessments and the care-centre page (content/assessments/): the checks the build runs, and the types
// the code reads. Fields with a plain z.string() are typed here but not checked further.

/** The four areas the Lifestyle Assessment covers, each with the name shown above its statements and on the result. */
export const lifestyleTopicNamesSchema = z.object({
  diet: z.string(),
  substances: z.string(),
  exercise: z.string(),
  mindset: z.string(),
});
type LifestyleTopic = keyof z.infer<typeof lifestyleTopicNamesSchema>;
export type LifestyleTopicNames = z.infer<typeof lifestyleTopicNamesSchema>;

const lifestyleStatementSchema = z.object({
  /** Checked as text that is not empty, as it always was; the type holds it to the four topics. */
  topic: typedAs<LifestyleTopic>(text),
  /** Phrased so that answering Yes means the less healthy habit. */
  text,
});
export type LifestyleStatement = z.infer<typeof lifestyleStatementSchema>;

export const lifestyleSchema = z.array(lifestyleStatementSchema).length(LIFESTYLE_STATEMENT_COUNT, {
  error: (issue) => `must have ${LIFESTYLE_STATEMENT_COUNT} statements (found ${(issue.input as unknown[]).length})`,
});

const stressorCategorySchema = z.object({
  /** Shown above its questions and on the result chart, e.g. 'Financial'. */
  name: text,
  /** Phrased so that answering Yes means the stressor is present in the visitor's life. */
  questions: z.array(text),
});
export type StressorCategory = z.infer<typeof stressorCategorySchema>;

export const stressorsSchema = z.array(stressorCategorySchema).superRefine((categories, ctx) => {
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

/** A word of guidance under the Stressors result, one for each stress band. */
export const stressBandAdviceSchema = z.object({
  low: z.string(),
  moderate: z.string(),
  high: z.string(),
  severe: z.string(),
});
export type StressBandAdvice = z.infer<typeof stressBandAdviceSchema>;
export type StressBandId = keyof StressBandAdvice;

/** A card on the care-centre page. */
const careInfoCardSchema = z.object({
  title: text,
  text,
  /** A light illustration in public/care/, drawn at 64 x 64. */
  image: picture,
});
export type CareInfoCard = z.infer<typeof careInfoCardSchema>;
const careCardsSchema = z.array(careInfoCardSchema).min(1);

/** One of the two assessment launchers on the care-centre page. */
const assessmentLauncherSchema = z.object({
  title: z.string(),
  text: z.string(),
  /** The text of the button that opens the assessment. */
  button: z.string(),
  /** A short line under the text, e.g. how long it takes. */
  note: z.string(),
});
export type AssessmentLauncherCopy = z.infer<typeof assessmentLauncherSchema>;

const titled = z.object({ title: z.string(), text: z.string() });

export const careCentreSchema = z.object({
  eyebrow: z.string(),
  intro: z.string(),
  bts: z.object({ title: z.string(), paragraphs: z.array(z.string()), pillars: z.array(titled) }),
  assessments: z.object({
    title: z.string(),
    intro: z.string(),
    lifestyle: assessmentLauncherSchema,
    stressors: assessmentLauncherSchema,
  }),
  cards: z.object({ title: z.string(), items: careCardsSchema }),
  consult: titled,
  disclaimer: z.string(),
});
export type CareCentreCopy = z.infer<typeof careCentreSchema>;
