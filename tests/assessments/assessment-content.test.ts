import { lifestyleStatements, lifestyleTopicNames } from '@/content/assessments/lifestyle';
import { stressBandAdvice, stressorCategories } from '@/content/assessments/stressors';
import { STRESS_BANDS } from '@/lib/assessments/stress-bands';
import { totalQuestions } from '@/lib/assessments/stressors-score';
import { STRESSOR_QUESTION_COUNTS } from '@/content/schema/rules';

describe('lifestyle statements', () => {
  it('has exactly 30 statements', () => {
    expect(lifestyleStatements).toHaveLength(30);
  });

  it('covers diet, substances, exercise and mindset, each with a display name', () => {
    const topics = new Set(lifestyleStatements.map((statement) => statement.topic));
    expect([...topics].sort()).toEqual(['diet', 'exercise', 'mindset', 'substances']);
    for (const topic of topics) expect(lifestyleTopicNames[topic]).toBeTruthy();
  });

  it('has no empty or repeated statements', () => {
    const texts = lifestyleStatements.map((statement) => statement.text.trim());
    expect(texts.every((text) => text.length > 10)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('stressors questions', () => {
  it('has the 8 categories, in order, with their exact counts', () => {
    expect(stressorCategories.map((category) => [category.name, category.questions.length])).toEqual(
      STRESSOR_QUESTION_COUNTS,
    );
  });

  it('has 75 questions in all, none empty or repeated', () => {
    expect(totalQuestions(stressorCategories)).toBe(75);
    const all = stressorCategories.flatMap((category) => category.questions.map((question) => question.trim()));
    expect(all.every((question) => question.endsWith('?'))).toBe(true);
    expect(new Set(all).size).toBe(75);
  });

  it('has a word of advice for every stress band', () => {
    for (const band of STRESS_BANDS) expect(stressBandAdvice[band.id]).toBeTruthy();
  });
});
