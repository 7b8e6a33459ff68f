'use client';

import type { Answer, AssessmentContact } from '@/lib/assessments/assessment-flow';
import { lifestyleStatements, lifestyleTopicNames } from '@/content/assessments/lifestyle';
import { lifestyleMessage } from '@/lib/assessments/lifestyle-score';
import { countYes } from '@/lib/assessments/stressors-score';
import { ResultHeading } from '@/components/care/result-heading';
import { ConsultLine } from '@/components/care/consult-line';
import { ResultActions } from '@/components/care/result-actions';
import { CareFollowUp } from '@/components/care/care-follow-up';

interface LifestyleResultProps {
  title: string;
  answers: Answer[];
  contact: AssessmentContact;
  onClose: () => void;
  /** How long the care centre keeps a result sent to it; without it, the result offers no sending. */
  retentionDays?: number;
}

export function LifestyleResult({ title, answers, contact, onClose, retentionDays }: LifestyleResultProps) {
  const yesCount = countYes(answers);
  const toWorkOn = lifestyleStatements.filter((_, index) => answers[index] === 'Yes');
  const topics = Object.entries(lifestyleTopicNames)
    .map(([topic, name]) => ({ name, items: toWorkOn.filter((statement) => statement.topic === topic) }))
    .filter((group) => group.items.length > 0);

  return (
    <div data-print-area className="space-y-5">
      <ResultHeading assessment={title} contact={contact} />
      <p
        className="rounded-xl border-l-4 border-gold-500 bg-gold-100 p-4 text-lg font-semibold text-stone-900"
        data-testid="lifestyle-message"
      >
        {lifestyleMessage(answers)}
      </p>
      <p className="text-stone-700">
        You answered Yes to {yesCount} of {answers.length} statements.
      </p>
      {topics.length > 0 ? (
        <div>
          <h4 className="font-semibold text-stone-900">Habits worth looking at</h4>
          {topics.map((group) => (
            <div key={group.name} className="mt-3">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{group.name}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-stone-700">
                {group.items.map((statement) => (
                  <li key={statement.text}>{statement.text}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      <ConsultLine />
      {retentionDays ? (
        <CareFollowUp assessment="lifestyle" answers={answers} contact={contact} retentionDays={retentionDays} />
      ) : null}
      <ResultActions closeLabel="Close" onClose={onClose} />
    </div>
  );
}
