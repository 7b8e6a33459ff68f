import type { StressorCategory } from '@/content/schema/assessment';
import type { Answer } from '@/lib/assessments/assessment-flow';
import { LIFESTYLE_MESSAGES, lifestyleMessage, lifestyleOutcome } from '@/lib/assessments/lifestyle-score';
import { STRESS_BANDS, bandFloor, stressBand } from '@/lib/assessments/stress-bands';
import {
  answersByCategory,
  questionPosition,
  roundedPercentage,
  scoreStressors,
} from '@/lib/assessments/stressors-score';
import { stressorCategories } from '@/content/assessments/stressors';

const yes = (n: number): Answer[] => Array.from({ length: n }, () => 'Yes');
const no = (n: number): Answer[] => Array.from({ length: n }, () => 'No');

describe('lifestyle message', () => {
  it('uses its three messages exactly', () => {
    expect(LIFESTYLE_MESSAGES).toEqual({
      unhealthy: 'You are engaging in many unhealthy practices. Consider making lifestyle changes.',
      healthy: 'Congratulations! You are living a healthy lifestyle.',
      mixed: 'Your lifestyle is a mix of healthy and unhealthy practices. Consider improving in some areas.',
    });
  });

  it('all Yes: many unhealthy practices', () => {
    expect(lifestyleMessage(yes(30))).toBe(LIFESTYLE_MESSAGES.unhealthy);
    expect(lifestyleOutcome(yes(1))).toBe('unhealthy');
  });

  it('all No: a healthy lifestyle', () => {
    expect(lifestyleMessage(no(30))).toBe(LIFESTYLE_MESSAGES.healthy);
    expect(lifestyleOutcome(no(1))).toBe('healthy');
  });

  it('a single different answer makes it a mix, either way', () => {
    expect(lifestyleMessage([...yes(29), 'No'])).toBe(LIFESTYLE_MESSAGES.mixed);
    expect(lifestyleMessage(['Yes', ...no(29)])).toBe(LIFESTYLE_MESSAGES.mixed);
    expect(lifestyleMessage([...yes(15), ...no(15)])).toBe(LIFESTYLE_MESSAGES.mixed);
  });

  it('gives no message when nothing was answered', () => {
    expect(lifestyleOutcome([])).toBeNull();
    expect(lifestyleMessage([])).toBeNull();
  });
});

describe('rounded percentage', () => {
  it('is 0 when nothing was answered', () => {
    expect(roundedPercentage(0, 0)).toBe(0);
  });

  it('rounds halves up', () => {
    expect(roundedPercentage(1, 8)).toBe(13); // 12.5
    expect(roundedPercentage(3, 8)).toBe(38); // 37.5
    expect(roundedPercentage(5, 8)).toBe(63); // 62.5
    expect(roundedPercentage(1, 200)).toBe(1); // 0.5
  });

  it('rounds exact halves up even where dividing first would fall just below .5', () => {
    expect((29 / 200) * 100).toBeLessThan(14.5);
    expect(roundedPercentage(29, 200)).toBe(15);
  });

  it('rounds below and above a half to the nearest', () => {
    expect(roundedPercentage(1, 3)).toBe(33);
    expect(roundedPercentage(2, 3)).toBe(67);
    expect(roundedPercentage(1, 6)).toBe(17);
  });

  it('covers 0 and 100', () => {
    expect(roundedPercentage(0, 75)).toBe(0);
    expect(roundedPercentage(75, 75)).toBe(100);
  });
});

describe('stress bands', () => {
  it('has four bands, each with its colour', () => {
    expect(STRESS_BANDS.map((band) => [band.label, band.colourName])).toEqual([
      ['Low stress level', 'green'],
      ['Moderate stress level', 'yellow'],
      ['High stress level', 'orange'],
      ['Severe stress level', 'red'],
    ]);
  });

  it.each([
    [0, 'Low stress level'],
    [25, 'Low stress level'],
    [26, 'Moderate stress level'],
    [50, 'Moderate stress level'],
    [51, 'High stress level'],
    [75, 'High stress level'],
    [76, 'Severe stress level'],
    [100, 'Severe stress level'],
  ])('%i%% is %s', (percentage, label) => {
    expect(stressBand(percentage).label).toBe(label);
  });

  it('puts unrounded values just above a bound in the next band', () => {
    expect(stressBand(25.1).id).toBe('moderate');
    expect(stressBand(75.01).id).toBe('severe');
  });

  it('states each band’s range for the legend', () => {
    expect(STRESS_BANDS.map((band) => [bandFloor(band), band.upTo])).toEqual([
      [0, 25],
      [26, 50],
      [51, 75],
      [76, 100],
    ]);
  });
});

describe('stressors scoring', () => {
  const categories: StressorCategory[] = [
    { name: 'A', questions: ['a1?', 'a2?', 'a3?', 'a4?'] },
    { name: 'B', questions: ['b1?', 'b2?'] },
    { name: 'C', questions: ['c1?', 'c2?', 'c3?', 'c4?', 'c5?', 'c6?', 'c7?', 'c8?'] },
  ];

  it('scores each category: Yes count, answered, rounded percentage and band', () => {
    const result = scoreStressors(categories, [
      ['Yes', 'No', 'No', 'No'], // 25%
      ['Yes', 'No'], // 50%
      ['Yes', 'Yes', 'Yes', 'Yes', 'Yes', 'Yes', 'No', 'No'], // 75%
    ]);
    expect(
      result.categories.map(({ category, score, total, percentage, band }) => [
        category,
        score,
        total,
        percentage,
        band.id,
      ]),
    ).toEqual([
      ['A', 1, 4, 25, 'low'],
      ['B', 1, 2, 50, 'moderate'],
      ['C', 6, 8, 75, 'high'],
    ]);
  });

  it('takes the overall percentage as total Yes over total answered, not the mean of the categories', () => {
    const result = scoreStressors(categories, [yes(4), no(2), no(8)]);
    // Categories are 100%, 0%, 0% (mean 33); overall it is 4 of 14.
    expect(result.score).toBe(4);
    expect(result.answered).toBe(14);
    expect(result.percentage).toBe(29);
    expect(result.band.label).toBe('Moderate stress level');
  });

  it('is Severe at 76% and High at 75% overall', () => {
    // 25 questions: 19 Yes is 76%.
    const twentyFive: StressorCategory[] = [{ name: 'All', questions: Array.from({ length: 25 }, (_, i) => `q${i}?`) }];
    expect(scoreStressors(twentyFive, [[...yes(19), ...no(6)]]).band.label).toBe('Severe stress level');
    expect(scoreStressors([{ name: 'Q', questions: ['1', '2', '3', '4'] }], [[...yes(3), 'No']]).band.label).toBe(
      'High stress level',
    );
  });

  it('rounds a category at .5 up', () => {
    const result = scoreStressors(categories, [no(4), no(2), ['Yes', ...no(7)]]);
    expect(result.categories[2].percentage).toBe(13);
  });

  it('with nothing answered, everything is 0% and Low', () => {
    const result = scoreStressors(categories, []);
    expect(result.answered).toBe(0);
    expect(result.percentage).toBe(0);
    expect(result.band.id).toBe('low');
    expect(result.categories.every((row) => row.total === 0 && row.percentage === 0)).toBe(true);
  });

  it('counts only what was answered when a category is incomplete', () => {
    const result = scoreStressors(categories, [['Yes', undefined, 'No'], [], []]);
    expect(result.categories[0]).toMatchObject({ score: 1, total: 2, percentage: 50 });
    expect(result.answered).toBe(2);
  });

  it('all 75 No is 0% Low; all 75 Yes is 100% Severe, in every category', () => {
    const allNo = scoreStressors(stressorCategories, answersByCategory(stressorCategories, no(75)));
    expect([allNo.percentage, allNo.band.label]).toEqual([0, 'Low stress level']);
    const allYes = scoreStressors(stressorCategories, answersByCategory(stressorCategories, yes(75)));
    expect([allYes.percentage, allYes.band.label]).toEqual([100, 'Severe stress level']);
    expect(allYes.categories.every((row) => row.band.id === 'severe' && row.score === row.total)).toBe(true);
  });
});

describe('question order', () => {
  it('splits answers in asking order into the categories', () => {
    const answers = answersByCategory(stressorCategories, [...yes(6), ...no(69)]);
    expect(answers.map((list) => list.length)).toEqual([6, 10, 4, 2, 12, 4, 30, 7]);
    expect(answers[0]).toEqual(yes(6));
    expect(answers[1]).toEqual(no(10));
  });

  it('locates a question by its overall index', () => {
    expect(questionPosition(stressorCategories, 0)).toEqual({ categoryIndex: 0, questionIndex: 0 });
    expect(questionPosition(stressorCategories, 5)).toEqual({ categoryIndex: 0, questionIndex: 5 });
    expect(questionPosition(stressorCategories, 6)).toEqual({ categoryIndex: 1, questionIndex: 0 });
    expect(questionPosition(stressorCategories, 74)).toEqual({ categoryIndex: 7, questionIndex: 6 });
    expect(questionPosition(stressorCategories, 75)).toBeNull();
  });
});
