import type { ReactNode } from 'react';
import type { AssessmentLauncherCopy } from '@/content/schema/assessment';

interface AssessmentCardProps {
  copy: AssessmentLauncherCopy;
  /** The button that opens the assessment. */
  children: ReactNode;
}

export function AssessmentCard({ copy, children }: AssessmentCardProps) {
  return (
    <article className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <h3 className="font-serif text-xl font-bold text-brand-900">{copy.title}</h3>
      <p className="mt-2 flex-1 text-stone-700">{copy.text}</p>
      <p className="mt-3 text-sm font-medium text-stone-600">{copy.note}</p>
      <div className="mt-5">{children}</div>
    </article>
  );
}
