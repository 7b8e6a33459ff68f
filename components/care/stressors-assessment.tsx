'use client';

import dynamic from 'next/dynamic';
import { AssessmentLauncher } from '@/components/care/assessment-launcher';
import { DialogLoading } from '@/components/care/dialog-loading';
import { AssessmentUnavailable } from '@/components/care/assessment-unavailable';

// The 75 questions, form and chart download only when the visitor shows interest (hover, focus, touch) or
// opens the dialog; the page itself carries just this button. Both go through one loader so they share a request.
const loadBody = () => import('@/components/care/stressors-body');
const StressorsBody = dynamic(
  () =>
    loadBody()
      .then((loaded) => loaded.StressorsBody)
      .catch(() => AssessmentUnavailable),
  {
    ssr: false,
    loading: DialogLoading,
  },
);
const preload = () => {
  loadBody().catch(() => undefined);
};

interface StressorsAssessmentProps {
  title: string;
  buttonLabel: string;
  /** How long the care centre keeps a result sent to it, from the server's setting. */
  retentionDays?: number;
}

export function StressorsAssessment({ title, buttonLabel, retentionDays }: StressorsAssessmentProps) {
  return (
    <AssessmentLauncher
      title={title}
      buttonLabel={buttonLabel}
      Body={StressorsBody}
      preload={preload}
      retentionDays={retentionDays}
    />
  );
}
