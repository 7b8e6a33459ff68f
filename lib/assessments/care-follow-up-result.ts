import { lifestyleStatements, lifestyleTopicNames } from '@/content/assessments/lifestyle';
import { stressorCategories } from '@/content/assessments/stressors';
import type { CareFollowUpBody, CareFollowUpRequest, CareResult } from '@/content/schema/care-follow-up';
import type { Answer } from '@/lib/assessments/assessment-flow';
import { lifestyleMessage } from '@/lib/assessments/lifestyle-score';
import { answersByCategory, countYes, roundedPercentage, scoreStressors } from '@/lib/assessments/stressors-score';

// A follow-up's result, worked out from its answers with the same scoring as the public result screen, and the body
// the staff inbox keeps: each question as the visitor read it, with the answer given.

/** The assessments' names, as their buttons and dialogs give them. */
export const careAssessmentTitles: Record<CareFollowUpRequest['assessment'], string> = {
  lifestyle: 'Lifestyle Assessment',
  stressors: 'Stressors Assessment',
};

const tally = (answers: readonly Answer[]) => {
  const yes = countYes(answers);
  return { yes, answered: answers.length, percentage: roundedPercentage(yes, answers.length) };
};

function lifestyleBody(answers: readonly Answer[]): Omit<CareFollowUpBody, 'emailResult'> {
  const categories = Object.entries(lifestyleTopicNames).map(([topic, name]) => {
    const given = answers.filter((_, index) => lifestyleStatements[index]?.topic === topic);
    return { name, ...tally(given), band: null, words: null };
  });
  const overall: CareResult = { ...tally(answers), band: null, words: lifestyleMessage(answers) };
  return {
    assessment: 'lifestyle',
    answers: answers.map((answer, index) => ({
      group: lifestyleTopicNames[lifestyleStatements[index].topic],
      question: lifestyleStatements[index].text,
      answer,
    })),
    results: { overall, categories },
  };
}

function stressorsBody(answers: readonly Answer[]): Omit<CareFollowUpBody, 'emailResult'> {
  const grouped = answersByCategory(stressorCategories, answers);
  const scored = scoreStressors(stressorCategories, grouped);
  const result = (row: { score: number; total: number; percentage: number; band: { id: string; label: string } }) => ({
    yes: row.score,
    answered: row.total,
    percentage: row.percentage,
    band: row.band.id as CareResult['band'],
    words: row.band.label,
  });
  return {
    assessment: 'stressors',
    answers: stressorCategories.flatMap((category, index) =>
      category.questions.map((question, at) => ({ group: category.name, question, answer: grouped[index][at] })),
    ),
    results: {
      overall: result({ ...scored, total: scored.answered }),
      categories: scored.categories.map((row) => ({ name: row.category, ...result(row) })),
    },
  };
}

/** What the inbox keeps of a valid request: its answers with their questions, and the results worked out again. */
export function careFollowUpBodyOf(request: CareFollowUpRequest): CareFollowUpBody {
  const body = request.assessment === 'lifestyle' ? lifestyleBody(request.answers) : stressorsBody(request.answers);
  return { ...body, emailResult: request.emailResult === true };
}
