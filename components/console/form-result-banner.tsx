import type { FormResult } from '@/lib/console/form-result';

/** What the last save did: what changed, or each reason nothing was saved (read out first, as an alert). */
export function FormResultBanner({ result }: { result: FormResult | null }) {
  if (!result?.notice && !result?.problems?.length) return null;
  return (
    <div className="my-4 space-y-2">
      {result.problems && result.problems.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-base text-red-900">
          <p className="font-semibold">Nothing was saved.</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {result.problems.map((problem) => (
              <li key={problem} className="break-words">
                {problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.notice && (
        <p
          role="status"
          className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-base break-words text-brand-900"
        >
          {result.notice}
        </p>
      )}
    </div>
  );
}
