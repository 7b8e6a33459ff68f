import type { Metadata } from 'next';
import { AddStaffForm } from '@/components/console/add-staff-form';
import { ConsoleSection } from '@/components/console/console-section';
import { ConsoleShell } from '@/components/console/console-shell';
import { RequireTwoFactorForm } from '@/components/console/require-two-factor-form';
import { StaffAccountCard } from '@/components/console/staff-account-card';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { teamPageData } from '@/lib/console/page-queries/team';

export const metadata: Metadata = { title: 'Team' };

// The owner's page of accounts: who can use the console, the links still to send, and the second-factor rule.
export default async function TeamPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { member } = await requireStaff({ path: staffRoutes.team, owner: true });
  const params = await searchParams;
  const { accounts, links, required } = await teamPageData();
  return (
    <ConsoleShell
      member={member}
      current="team"
      title="Team"
      notice={firstParam(params, 'notice')}
      error={firstParam(params, 'error')}
    >
      <ConsoleSection id="accounts" title="Accounts">
        <ul className="mt-3 space-y-3">
          {accounts.map((account) => (
            <li key={account.email}>
              <StaffAccountCard
                account={account}
                waiting={links.get(account.email)}
                isYou={account.email === member.email}
              />
            </li>
          ))}
        </ul>
      </ConsoleSection>
      <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
        <ConsoleSection id="add-account" title="Add an account">
          <AddStaffForm />
        </ConsoleSection>
        <ConsoleSection id="everyone" title="Second factor for everyone">
          <RequireTwoFactorForm required={required} />
        </ConsoleSection>
      </div>
    </ConsoleShell>
  );
}
