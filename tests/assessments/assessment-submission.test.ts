import type { Answer } from '@/lib/assessments/assessment-flow';
import { lifestyleStatements } from '@/content/assessments/lifestyle';
import { stressorCategories } from '@/content/assessments/stressors';
import { lifestyleSubmission, stressorsSubmission } from '@/lib/assessments/submission';

const contact = { name: 'Ama Owusu', email: 'ama@example.com', phone: '0244000000' };

describe('what a finished assessment logs', () => {
  it('lifestyle: userInfo and the question/answer pairs', () => {
    const answers: Answer[] = lifestyleStatements.map((_, index) => (index % 2 === 0 ? 'Yes' : 'No'));
    const payload = lifestyleSubmission(lifestyleStatements, answers, contact);
    expect(payload.userInfo).toEqual(contact);
    expect(payload.answers).toHaveLength(30);
    expect(payload.answers[0]).toEqual({ question: lifestyleStatements[0].text, answer: 'Yes' });
    expect(payload.answers[29]).toEqual({ question: lifestyleStatements[29].text, answer: 'No' });
  });

  it('stressors: userInfo, answers by category and index, and the computed results', () => {
    const answers: Answer[] = Array.from({ length: 75 }, (_, index) => (index < 6 ? 'Yes' : 'No'));
    const payload = stressorsSubmission(stressorCategories, answers, contact);
    expect(payload.userInfo).toEqual(contact);
    expect(Object.keys(payload.answers)).toEqual(stressorCategories.map((category) => category.name));
    expect(payload.answers['Health & Appearance']).toEqual({
      0: 'Yes',
      1: 'Yes',
      2: 'Yes',
      3: 'Yes',
      4: 'Yes',
      5: 'Yes',
    });
    expect(payload.answers['Environmental']).toEqual({ 0: 'No', 1: 'No' });
    expect(payload.results.categories[0]).toEqual({
      category: 'Health & Appearance',
      score: 6,
      total: 6,
      percentage: 100,
      level: 'Severe stress level',
    });
    expect(payload.results).toMatchObject({ score: 6, answered: 75, percentage: 8, level: 'Low stress level' });
  });
});
