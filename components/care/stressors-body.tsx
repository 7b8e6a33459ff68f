'use client';

import { useMemo } from 'react';
import { stressorCategories, stressorsIntro } from '@/content/assessments/stressors';
import type { AssessmentBodyProps } from '@/components/care/assessment-launcher';
import { answersByCategory, questionPosition, scoreStressors, totalQuestions } from '@/lib/assessments/stressors-score';
import { logSubmission, stressorsSubmission } from '@/lib/assessments/submission';
import { QuestionStep } from '@/components/care/question-step';
import { ProgressBar } from '@/components/care/progress-bar';
import { ContactStep } from '@/components/care/contact-step';
import { StressorsResult } from '@/components/care/stressors-result';

const total = totalQuestions(stressorCategories);

// Loaded only when the dialog first opens, with the 75 questions, so the page itself stays light.
export function StressorsBody({ title, state, dispatch, onClose, retentionDays }: AssessmentBodyProps) {
  const { stage, answers, contact } = state;
  const result = useMemo(
    () =>
      stage === 'result' ? scoreStressors(stressorCategories, answersByCategory(stressorCategories, answers)) : null,
    [stage, answers],
  );

  if (stage === 'questions') {
    const index = answers.length;
    const position = questionPosition(stressorCategories, index);
    if (!position) return null;
    const category = stressorCategories[position.categoryIndex];
    return (
      <>
        {index === 0 ? <p className="mb-5 text-stone-700">{stressorsIntro}</p> : null}
        <QuestionStep
          index={index}
          group={`${category.name} · ${position.categoryIndex + 1} of ${stressorCategories.length}`}
          counter={`Question ${position.questionIndex + 1} of ${category.questions.length} in this group`}
          text={category.questions[position.questionIndex]}
          onAnswer={(value) => dispatch({ type: 'answer', value, total })}
          onBack={() => dispatch({ type: 'back' })}
          progress={<ProgressBar value={index} max={total} unit="answered" label="Your progress" />}
        />
      </>
    );
  }

  if (stage === 'contact') {
    return (
      <ContactStep
        contact={contact}
        onChange={(field, value) => dispatch({ type: 'contact', field, value })}
        onBack={() => dispatch({ type: 'back' })}
        onSubmit={() => {
          logSubmission('Stressors', stressorsSubmission(stressorCategories, answers, contact));
          dispatch({ type: 'submit' });
        }}
      />
    );
  }

  return result ? (
    <StressorsResult
      title={title}
      result={result}
      answers={answers}
      contact={contact}
      onClose={onClose}
      retentionDays={retentionDays}
    />
  ) : null;
}
