import type { Answer } from '@/lib/assessments/assessment-flow';

// The three result texts of the Lifestyle Assessment: all Yes, all No, and a mix.
export const LIFESTYLE_MESSAGES = {
  unhealthy: 'You are engaging in many unhealthy practices. Consider making lifestyle changes.',
  healthy: 'Congratulations! You are living a healthy lifestyle.',
  mixed: 'Your lifestyle is a mix of healthy and unhealthy practices. Consider improving in some areas.',
} as const;

export type LifestyleOutcome = keyof typeof LIFESTYLE_MESSAGES;

/**
 * Every statement is phrased so that Yes is the unhealthy habit: all Yes is 'unhealthy', all No is
 * 'healthy', anything else 'mixed'. With no answers there is nothing to judge, so there is no outcome.
 */
export function lifestyleOutcome(answers: readonly Answer[]): LifestyleOutcome | null {
  if (answers.length === 0) return null;
  if (answers.every((answer) => answer === 'Yes')) return 'unhealthy';
  if (answers.every((answer) => answer === 'No')) return 'healthy';
  return 'mixed';
}

export function lifestyleMessage(answers: readonly Answer[]): string | null {
  const outcome = lifestyleOutcome(answers);
  return outcome ? LIFESTYLE_MESSAGES[outcome] : null;
}
