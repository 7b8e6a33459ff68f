'use client';

import dynamic from 'next/dynamic';
import { useReducer, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { assessmentReducer, initialAssessmentState } from '@/lib/assessments/assessment-flow';
import { DialogLoading } from '@/components/care/dialog-loading';
import { AssessmentUnavailable } from '@/components/care/assessment-unavailable';

// The 75 questions, form and chart download only when the visitor shows interest (hover, focus, touch) or
// opens the dialog; the page itself carries just this button. Both go through one loader so they share a request.
const loadBody = () => import('@/components/care/stressors-body');
const StressorsBody = dynamic(() => loadBody().then((loaded) => loaded.StressorsBody).catch(() => AssessmentUnavailable), {
  ssr: false,
  loading: DialogLoading,
});
const preload = () => {
  loadBody().catch(() => undefined);
};

interface StressorsAssessmentProps {
  title: string;
  buttonLabel: string;
}

export function StressorsAssessment({ title, buttonLabel }: StressorsAssessmentProps) {
  const [open, setOpen] = useState(false);
  // Kept here, outside the dialog, so the close icon (or Escape) only hides it and reopening resumes;
  // 'Close Assessment' on the result resets everything.
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
        <StressorsBody state={state} dispatch={dispatch} onClose={closeAndReset} />
      </Dialog>
    </>
  );
}
