import type { Metadata } from 'next';
import { ConsoleShell } from '@/components/console/console-shell';
import { CspReportTable } from '@/components/console/security/csp-report-table';
import { consoleTexts } from '@/lib/console/console-messages';
import { requireStaff } from '@/lib/console/require-staff';
import { securityPageData } from '@/lib/console/page-queries/security';
import { STAFF_SECURITY_PATH } from '@/lib/server/csp/csp-report-paths';

export const metadata: Metadata = { title: 'Blocked scripts and styles' };

// The owner's count of what visitors' browsers reported the public pages blocking, most recently seen first.
export default async function SecurityPage() {
  const { member } = await requireStaff({ path: STAFF_SECURITY_PATH, owner: true });
  const rows = await securityPageData();
  return (
    <ConsoleShell member={member} current="security" title="Blocked scripts and styles">
      <p className="mt-2 text-stone-700">{consoleTexts.cspReportsExplained}</p>
      {rows.length === 0 ? (
        <p className="mt-6 text-stone-700">{consoleTexts.noCspReports}</p>
      ) : (
        <CspReportTable rows={rows} />
      )}
    </ConsoleShell>
  );
}
