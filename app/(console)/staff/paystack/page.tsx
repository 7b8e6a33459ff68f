import type { Metadata } from 'next';
import { ActionForm } from '@/components/console/action-form';
import { ConsoleSection } from '@/components/console/console-section';
import { ConsoleShell } from '@/components/console/console-shell';
import { ReconcileRunReport } from '@/components/console/reconcile-run';
import { SubmitButton } from '@/components/console/submit-button';
import { RECONCILE_DAYS } from '@/lib/console/console-limits';
import { consoleTexts } from '@/lib/console/console-messages';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { paystackPageData } from '@/lib/console/page-queries/paystack';

export const metadata: Metadata = { title: 'Paystack' };

// The owner's view of the books against Paystack's: the last comparison and a button to make a new one.
export default async function PaystackPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { member } = await requireStaff({ path: staffRoutes.paystack, owner: true });
  const query = await searchParams;
  const run = await paystackPageData();
  return (
    <ConsoleShell
      member={member}
      current="paystack"
      title="Paystack"
      notice={firstParam(query, 'notice')}
      error={firstParam(query, 'error')}
    >
      <p className="mt-2 text-stone-700">{consoleTexts.reconcileExplained}</p>
      <ActionForm action="reconcile" className="mt-4">
        <SubmitButton>Compare the last {RECONCILE_DAYS} days with Paystack</SubmitButton>
      </ActionForm>
      <p className="mt-2 text-sm text-stone-700">{consoleTexts.reconcileCommand}</p>
      <ConsoleSection id="last-run" title="The last comparison">
        <ReconcileRunReport run={run} />
      </ConsoleSection>
    </ConsoleShell>
  );
}
