'use client';

import type { Answer, AssessmentContact } from '@/lib/assessments/assessment-flow';
import type { StressorsResult as Result } from '@/lib/assessments/stressors-score';
import { stressBandAdvice } from '@/content/assessments/stressors';
import { ResultHeading } from '@/components/care/result-heading';
import { StressChart } from '@/components/care/stress-chart';
import { StressBandLegend } from '@/components/care/stress-band-legend';
import { ConsultLine } from '@/components/care/consult-line';
import { ResultActions } from '@/components/care/result-actions';
import { CareFollowUp } from '@/components/care/care-follow-up';

interface StressorsResultProps {
  title: string;
  result: Result;
  /** The answers the result was worked out from, in the order asked: what a follow-up sends. */
  answers: readonly Answer[];
  contact: AssessmentContact;
  onClose: () => void;
  /** How long the care centre keeps a result sent to it; without it, the result offers no sending. */
  retentionDays?: number;
}

export function StressorsResult({ title, result, answers, contact, onClose, retentionDays }: StressorsResultProps) {
  return (
    <div data-print-area className="space-y-5">
      <ResultHeading assessment={title} contact={contact} />
      <div className="flex items-center gap-4 rounded-xl border border-stone-200 p-4" data-testid="stress-overall">
        <span
          className="h-14 w-14 shrink-0 rounded-full ring-4 ring-stone-100"
          style={{ backgroundColor: result.band.colour }}
          aria-hidden="true"
        />
        <div>
          <p className="text-2xl font-bold text-stone-900">{result.band.label}</p>
          <p className="text-stone-700">
            Overall {result.percentage}%: you answered Yes to {result.score} of {result.answered} questions.
          </p>
        </div>
      </div>
      <p className="text-stone-800">{stressBandAdvice[result.band.id]}</p>
      <StressChart result={result} />
      <StressBandLegend />
      <ConsultLine />
      {retentionDays ? (
        <CareFollowUp assessment="stressors" answers={answers} contact={contact} retentionDays={retentionDays} />
      ) : null}
      <ResultActions closeLabel="Close Assessment" onClose={onClose} />
    </div>
  );
}
