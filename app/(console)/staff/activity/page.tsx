import type { Metadata } from 'next';
import Link from 'next/link';
import { ActivityEntry } from '@/components/console/activity-entry';
import { ActivityFilterForm } from '@/components/console/activity-filter-form';
import { buttonClasses } from '@/components/console/console-classes';
import { ConsoleShell } from '@/components/console/console-shell';
import { ACTIVITY_PER_PAGE, MAX_SEARCH_LENGTH } from '@/lib/console/console-limits';
import { consoleTexts } from '@/lib/console/console-messages';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { activityPageData } from '@/lib/console/page-queries/activity';

export const metadata: Metadata = { title: 'Activity' };

/** ?before=<entry id>: the entries older than it. Anything else starts at the newest. */
function readBefore(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

// The owner's log of who did what in the console, newest first, a page at a time.
export default async function ActivityPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const before = readBefore(firstParam(params, 'before'));
  const about = firstParam(params, 'about')?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined;
  const query = (more: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ about, ...more })) if (value) search.set(key, String(value));
    return search.size ? `${staffRoutes.activity}?${search}` : staffRoutes.activity;
  };
  const { member } = await requireStaff({ path: query({ before }), owner: true });
  const entries = await activityPageData(before, about);
  const last = entries.at(-1);
  return (
    <ConsoleShell member={member} current="activity" title="Activity">
      <p className="mt-2 text-stone-700">{consoleTexts.activityKept}</p>
      <ActivityFilterForm about={about} />
      {entries.length === 0 ? (
        <p className="mt-6 text-stone-700">{consoleTexts.noActivity}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <ActivityEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Older entries" className="mt-6 flex flex-wrap gap-3">
        {before && (
          <Link href={query({})} prefetch={false} className={buttonClasses.secondary}>
            Newest
          </Link>
        )}
        {last && entries.length === ACTIVITY_PER_PAGE && (
          <Link href={query({ before: last.id })} prefetch={false} className={buttonClasses.secondary}>
            Older
          </Link>
        )}
      </nav>
    </ConsoleShell>
  );
}
