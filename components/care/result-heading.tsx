'use client';

import { useState } from 'react';
import { site } from '@/content/site';
import type { AssessmentContact } from '@/lib/assessments/assessment-flow';
import { StepHeading } from '@/components/care/step-heading';

// Heads a result, on screen and on paper: the centre and the assessment (printed only), then who the result belongs
// to and when it was taken, for the consultation.
export function ResultHeading({ assessment, contact }: { assessment: string; contact: AssessmentContact }) {
  const [takenOn] = useState(() =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()),
  );
  const details = [contact.name, contact.email, contact.phone].map((value) => value.trim()).filter(Boolean);
  return (
    <>
      <p className="hidden text-sm text-stone-600 print:block">
        {site.careName} · {assessment}
      </p>
      <div>
        <StepHeading>Your result</StepHeading>
        <p className="text-sm text-stone-600">
          {details.length > 0 ? (
            <>
              Prepared for <span className="font-medium text-stone-800">{details.join(' · ')}</span> on {takenOn}
            </>
          ) : (
            <>Taken on {takenOn}</>
          )}
        </p>
      </div>
    </>
  );
}
