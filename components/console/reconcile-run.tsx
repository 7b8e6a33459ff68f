import { formatTime } from '@/lib/console/console-format';
import { consoleTexts } from '@/lib/console/console-messages';
import type { ReconcileRun } from '@/lib/console/last-reconcile-run';

const sources: Record<string, string> = { command: 'npm run reconcile', console: 'the console' };
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The last comparison with Paystack: when, over which days, what it settled, and each difference in a sentence. */
export function ReconcileRunReport({ run }: { run: ReconcileRun | null }) {
  if (!run) return <p className="mt-3 text-stone-700">{consoleTexts.noReconcileRun}</p>;
  const lastDay = new Date(run.periodTo.getTime() - 1);
  return (
    <>
      <p className="mt-3">
        <time dateTime={run.startedAt.toISOString()}>{formatTime(run.startedAt)}</time>, from{' '}
        {sources[run.source] ?? run.source}: {day(run.periodFrom)} to {day(lastDay)}. Orders settled: {run.settled}.
      </p>
      {run.differences.length === 0 ? (
        <p className="mt-3 font-medium text-brand-800">{consoleTexts.noDifferences}</p>
      ) : (
        <>
          <p className="mt-3 font-medium text-red-800">Differences: {run.differences.length}</p>
          <ul className="mt-2 list-disc space-y-2 pl-6">
            {run.differences.map((difference, index) => (
              <li key={index} className="break-words">
                {difference.says}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
