import 'server-only';
import { lt } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { cspReports } from '@/lib/server/db/csp-report-schema';
import { countingRound, repeatEvery } from '@/lib/server/runtime/repeat';

// A count of blocked scripts that nobody's browser has reported for 90 days is about a page that has long been fixed
// (or a visitor's add-on long gone): it is deleted, so the console's page lists what goes on now.

export const CSP_REPORT_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/** Deletes the rows last seen before `cutoff`; answers how many. */
async function deleteCspReportsSeenBefore(db: AppDatabase, cutoff: Date): Promise<number> {
  const deleted = await db.delete(cspReports).where(lt(cspReports.lastSeen, cutoff)).returning({ id: cspReports.id });
  return deleted.length;
}

/** One round on the site's database: deletes the rows not seen for 90 days. Never throws: failures are logged. */
export const deleteOldCspReports = countingRound(
  'csp-reports',
  async () =>
    deleteCspReportsSeenBefore((await getDatabase()).db, new Date(Date.now() - CSP_REPORT_RETENTION_DAYS * DAY_MS)),
  (deleted) => `${deleted} count(s) of blocked scripts or styles not reported for 90 days were deleted.`,
);

/** A Node server's timer for the round; the Worker's Cron Trigger runs it through app/api/jobs/route.ts. */
export function startCspReportRetentionRounds(): void {
  repeatEvery('csp-reports', DAY_MS / 4, deleteOldCspReports);
}
