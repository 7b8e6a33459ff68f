import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { listCspReports } from '@/lib/server/csp/csp-report-store';

/** Every count of blocked scripts and styles the public pages reported, the most recently seen first. */
export async function securityPageData() {
  const { db } = await getDatabase();
  return listCspReports(db);
}

export type CspReportRow = Awaited<ReturnType<typeof securityPageData>>[number];
