import { followUpTerms } from '@/lib/assessments/care-follow-up-words';

// Beside the box that sends a result: what is sent, to whom, why, for how long, and how to have it deleted.
export function CareFollowUpTerms({ retentionDays }: { retentionDays: number }) {
  return (
    <dl className="grid gap-x-3 gap-y-1 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
      {followUpTerms(retentionDays).map(([term, words]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-stone-900">{term}</dt>
          <dd className="mb-1 sm:mb-0">{words}</dd>
        </div>
      ))}
    </dl>
  );
}
