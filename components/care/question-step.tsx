'use client';

import { useId, useRef, type ReactNode } from 'react';
import type { Answer } from '@/lib/assessments/assessment-flow';
import { useAnswerKeys } from '@/lib/assessments/use-answer-keys';
import { useFocusOnMount } from '@/lib/assessments/use-focus-on-mount';

interface QuestionStepProps {
  /** Position of the question over the whole assessment, from 0. */
  index: number;
  /** E.g. 'Statement 3 of 30'. */
  counter: string;
  /** The topic or category the question belongs to. */
  group: string;
  text: string;
  onAnswer: (answer: Answer) => void;
  onBack: () => void;
  /** Shown above the question, e.g. a progress bar. */
  progress?: ReactNode;
}

// One question at a time with large Yes / No buttons (thumb-sized on a phone), the Y and N keys, and Back.
export function QuestionStep({ index, counter, group, text, onAnswer, onBack, progress }: QuestionStepProps) {
  const questionId = useId();
  const yesRef = useRef<HTMLButtonElement>(null);
  useAnswerKeys(true, onAnswer);

  useFocusOnMount(yesRef);

  const back = () => {
    // Back disappears from the tab order on the first question; keep focus inside the dialog.
    if (index === 1) yesRef.current?.focus();
    onBack();
  };

  const answerButton =
    'min-h-14 rounded-xl border-2 px-4 py-3 text-lg font-semibold transition-colors focus-visible:outline-offset-4';
  return (
    <div className="space-y-5">
      {progress}
      <div aria-live="polite" aria-atomic="true">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{group}</p>
        <p className="mt-1 text-sm text-stone-600">{counter}</p>
        <p id={questionId} className="mt-3 min-h-[5.25rem] text-xl leading-snug font-medium text-stone-900">
          {text}
        </p>
      </div>
      <div role="group" aria-labelledby={questionId} className="grid grid-cols-2 gap-3">
        <button
          ref={yesRef}
          type="button"
          data-autofocus
          aria-keyshortcuts="Y"
          onClick={() => onAnswer('Yes')}
          className={`${answerButton} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}
        >
          Yes
        </button>
        <button
          type="button"
          aria-keyshortcuts="N"
          onClick={() => onAnswer('No')}
          className={`${answerButton} border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
        >
          No
        </button>
      </div>
      <div className="flex items-center justify-between gap-4">
        <button
          type="button"
          onClick={back}
          disabled={index === 0}
          className="rounded-lg px-3 py-2 font-medium text-brand-800 underline-offset-4 hover:underline disabled:text-stone-400 disabled:no-underline"
        >
          <span aria-hidden="true">← </span>Back
        </button>
        <p className="hidden text-sm text-stone-600 pointer-fine:block">
          Keyboard: <kbd className="rounded border border-stone-300 px-1.5 font-sans">Y</kbd> Yes,{' '}
          <kbd className="rounded border border-stone-300 px-1.5 font-sans">N</kbd> No
        </p>
      </div>
    </div>
  );
}
