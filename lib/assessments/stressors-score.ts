import type { StressorCategory } from '@/content/schema/assessment';
import type { Answer } from '@/lib/assessments/assessment-flow';
import { stressBand, type StressBand } from '@/lib/assessments/stress-bands';

interface CategoryResult {
  category: string;
  /** Number of Yes answers. */
  score: number;
  /** Number of questions answered in the category. */
  total: number;
  percentage: number;
  band: StressBand;
}

export interface StressorsResult {
  categories: CategoryResult[];
  /** Yes answers over all categories. */
  score: number;
  answered: number;
  percentage: number;
  band: StressBand;
}

/**
 * Rounded whole percentage of part over whole; 0 when nothing was answered. Halves round up (12.5 gives 13).
 * Multiplying before dividing keeps exact halves exact: 29 / 200 * 100 is 14.499..., 29 * 100 / 200 is 14.5.
 */
export function roundedPercentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part * 100) / whole);
}

export function countYes(answers: readonly (Answer | undefined)[]): number {
  return answers.filter((answer) => answer === 'Yes').length;
}

function countAnswered(answers: readonly (Answer | undefined)[]): number {
  return answers.filter((answer) => answer === 'Yes' || answer === 'No').length;
}

/** Splits the answers, given in the order the questions were asked, into one list per category. */
export function answersByCategory(categories: readonly StressorCategory[], answers: readonly Answer[]): Answer[][] {
  let start = 0;
  return categories.map((category) => {
    const slice = answers.slice(start, start + category.questions.length);
    start += category.questions.length;
    return slice;
  });
}

/** Which category, and which question inside it, the question at `index` (counted over all categories) is. */
export function questionPosition(categories: readonly StressorCategory[], index: number) {
  let remaining = index;
  for (let categoryIndex = 0; categoryIndex < categories.length; categoryIndex += 1) {
    const size = categories[categoryIndex].questions.length;
    if (remaining < size) return { categoryIndex, questionIndex: remaining };
    remaining -= size;
  }
  return null;
}

export function totalQuestions(categories: readonly StressorCategory[]): number {
  return categories.reduce((sum, category) => sum + category.questions.length, 0);
}

/**
 * Per category: score (Yes count), total (answered), rounded percentage and band. Overall: the rounded
 * total Yes over total answered, and its band.
 */
export function scoreStressors(
  categories: readonly StressorCategory[],
  answersPerCategory: readonly (readonly (Answer | undefined)[])[],
): StressorsResult {
  const results = categories.map((category, index): CategoryResult => {
    const answers = answersPerCategory[index] ?? [];
    const score = countYes(answers);
    const total = countAnswered(answers);
    const percentage = roundedPercentage(score, total);
    return { category: category.name, score, total, percentage, band: stressBand(percentage) };
  });
  const score = results.reduce((sum, result) => sum + result.score, 0);
  const answered = results.reduce((sum, result) => sum + result.total, 0);
  const percentage = roundedPercentage(score, answered);
  return { categories: results, score, answered, percentage, band: stressBand(percentage) };
}
