import type { LifestyleStatement, StressorCategory } from '@/content/schema/assessment';
import type { Answer, AssessmentContact } from '@/lib/assessments/assessment-flow';
import { answersByCategory, scoreStressors } from '@/lib/assessments/stressors-score';

// What a finished assessment would submit. It is only written to the browser console: nothing leaves the device.

export function lifestyleSubmission(
  statements: readonly LifestyleStatement[],
  answers: readonly Answer[],
  userInfo: AssessmentContact,
) {
  return {
    userInfo: { ...userInfo },
    answers: answers.map((answer, index) => ({ question: statements[index]?.text ?? '', answer })),
  };
}

export function stressorsSubmission(
  categories: readonly StressorCategory[],
  answers: readonly Answer[],
  userInfo: AssessmentContact,
) {
  const grouped = answersByCategory(categories, answers);
  const result = scoreStressors(categories, grouped);
  return {
    userInfo: { ...userInfo },
    // Keyed by category name, then by the question's index inside the category.
    answers: Object.fromEntries(
      categories.map((category, index) => [category.name, Object.fromEntries(grouped[index].entries())]),
    ) as Record<string, Record<number, Answer>>,
    results: {
      categories: result.categories.map(({ band, ...rest }) => ({ ...rest, level: band.label })),
      score: result.score,
      answered: result.answered,
      percentage: result.percentage,
      level: result.band.label,
    },
  };
}

export function logSubmission(assessment: 'Lifestyle' | 'Stressors', payload: unknown) {
  console.log(`${assessment} assessment submission`, payload);
}
