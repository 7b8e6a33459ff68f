import type { Metadata } from 'next';
import Link from 'next/link';
import { ActivityEntry } from '@/components/console/activity-entry';
import { buttonClasses } from '@/components/console/console-classes';
import { ConsoleShell } from '@/components/console/console-shell';
import { getDatabase } from '@/lib/db/connection';
import { listActivity } from '@/lib/staff/activity-log';
import { ACTIVITY_PER_PAGE } from '@/lib/staff/console-limits';
import { consoleTexts } from '@/lib/staff/console-messages';
import { firstParam, type PageSearchParams } from '@/lib/staff/page-params';
import { requireStaff } from '@/lib/staff/require-staff';
import { staffRoutes } from '@/lib/staff/staff-routes';

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
  const path = before ? `${staffRoutes.activity}?before=${before}` : staffRoutes.activity;
  const { member } = await requireStaff({ path, owner: true });
  const { db } = await getDatabase();
  const entries = await listActivity(db, ACTIVITY_PER_PAGE, before);
  const last = entries.at(-1);
  return (
    <ConsoleShell member={member} current="activity" title="Activity">
      <p className="mt-2 text-stone-700">{consoleTexts.activityKept}</p>
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
          <Link href={staffRoutes.activity} prefetch={false} className={buttonClasses.secondary}>
            Newest
          </Link>
        )}
        {last && entries.length === ACTIVITY_PER_PAGE && (
          <Link href={`${staffRoutes.activity}?before=${last.id}`} prefetch={false} className={buttonClasses.secondary}>
            Older
          </Link>
        )}
      </nav>
    </ConsoleShell>
  );
}
