import Link from 'next/link';
import type { ActivityRow } from '@/lib/server/audit/activity-log';
import { activityWords } from '@/lib/server/audit/activity-words';
import { catalogueChanges, catalogueEntryHref } from '@/lib/console/catalogue/activity-changes';
import { formatTime } from '@/lib/console/console-format';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { textLinkClass } from './console-classes';

/**
 * An entry's facts as plain 'key: value' pairs: nothing in them is markup, and nothing secret is ever stored. A
 * catalogue change names its entry and then only the fields that changed, before and after.
 */
function detailText(detail: Record<string, unknown>): string {
  const changes = catalogueChanges(detail);
  const shown = changes ? { entry: detail.entry } : detail;
  const facts = Object.entries(shown).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return [...facts, ...(changes ?? [])].join(' · ');
}

/** One line of the activity log: when, who, what, which order, and from which address. */
export function ActivityEntry({ entry }: { entry: ActivityRow }) {
  const what = activityWords[entry.action as keyof typeof activityWords] ?? entry.action;
  return (
    <article className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-stone-700">
        <time dateTime={entry.at.toISOString()}>{formatTime(entry.at)}</time>
      </p>
      <p className="mt-1">
        <span className="font-semibold">{what}</span>
        {entry.reference && (
          <>
            {' · '}
            <Link
              href={catalogueEntryHref(entry.reference) ?? staffRoutes.order(entry.reference)}
              prefetch={false}
              className={`${textLinkClass} inline-flex min-h-11 items-center font-mono break-all`}
            >
              {entry.reference}
            </Link>
          </>
        )}
      </p>
      <p className="mt-1 break-all">{entry.actorEmail ?? 'someone'}</p>
      {entry.detail && Object.keys(entry.detail).length > 0 && (
        <p className="mt-1 text-sm break-words text-stone-700">{detailText(entry.detail)}</p>
      )}
      {entry.address && <p className="mt-1 text-sm text-stone-700">From {entry.address}</p>}
    </article>
  );
}
