'use client';

import { lifestyleIntro, lifestyleStatements, lifestyleTopicNames } from '@/content/assessments/lifestyle';
import type { AssessmentBodyProps } from '@/components/care/assessment-launcher';
import { lifestyleSubmission, logSubmission } from '@/lib/assessments/submission';
import { QuestionStep } from '@/components/care/question-step';
import { ProgressBar } from '@/components/care/progress-bar';
import { ContactStep } from '@/components/care/contact-step';
import { LifestyleResult } from '@/components/care/lifestyle-result';

// Loaded only when the dialog first opens, with the 30 statements, so the page itself stays light.
export function LifestyleBody({ title, state, dispatch, onClose, retentionDays }: AssessmentBodyProps) {
  const total = lifestyleStatements.length;

  if (state.stage === 'questions') {
    const index = state.answers.length;
    const statement = lifestyleStatements[index];
    return (
      <>
        {index === 0 ? <p className="mb-5 text-stone-700">{lifestyleIntro}</p> : null}
        <QuestionStep
          index={index}
          counter={`Statement ${index + 1} of ${total}`}
          group={lifestyleTopicNames[statement.topic]}
          text={statement.text}
          onAnswer={(value) => dispatch({ type: 'answer', value, total })}
          onBack={() => dispatch({ type: 'back' })}
          progress={<ProgressBar value={index} max={total} unit="answered" label="Your progress" />}
        />
      </>
    );
  }

  if (state.stage === 'contact') {
    return (
      <ContactStep
        contact={state.contact}
        onChange={(field, value) => dispatch({ type: 'contact', field, value })}
        onBack={() => dispatch({ type: 'back' })}
        onSubmit={() => {
          logSubmission('Lifestyle', lifestyleSubmission(lifestyleStatements, state.answers, state.contact));
          dispatch({ type: 'submit' });
        }}
      />
    );
  }

  return (
    <LifestyleResult
      title={title}
      answers={state.answers}
      contact={state.contact}
      onClose={onClose}
      retentionDays={retentionDays}
    />
  );
}
