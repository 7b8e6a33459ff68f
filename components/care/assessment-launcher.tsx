'use client';

import { useReducer, useState, type ComponentType, type Dispatch } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { assessmentReducer, initialAssessmentState } from '@/lib/assessments/assessment-flow';
import type { AssessmentAction, AssessmentState } from '@/lib/assessments/assessment-flow';

export interface AssessmentBodyProps {
  /** The assessment's name, as its button and dialog give it. */
  title: string;
  state: AssessmentState;
  dispatch: Dispatch<AssessmentAction>;
  onClose: () => void;
  /** How long the care centre keeps a result sent to it; without it, the result offers no sending. */
  retentionDays?: number;
}

interface AssessmentLauncherProps {
  title: string;
  buttonLabel: string;
  /** The questions, form and result, loaded on demand. */
  Body: ComponentType<AssessmentBodyProps>;
  /** Starts downloading Body when the visitor shows interest (hover, focus, touch). */
  preload: () => void;
  retentionDays?: number;
}

export function AssessmentLauncher({ title, buttonLabel, Body, preload, retentionDays }: AssessmentLauncherProps) {
  const [open, setOpen] = useState(false);
  // Kept here, outside the dialog, so the close icon (or Escape) only hides it and reopening resumes;
  // the Close button inside resets everything.
  const [state, dispatch] = useReducer(assessmentReducer, initialAssessmentState);
  const closeAndReset = () => {
    dispatch({ type: 'reset' });
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        className="min-h-12 rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {buttonLabel}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} className="max-w-xl">
        <Body title={title} state={state} dispatch={dispatch} onClose={closeAndReset} retentionDays={retentionDays} />
      </Dialog>
    </>
  );
}
