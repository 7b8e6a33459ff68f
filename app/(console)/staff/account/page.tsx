import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/console/change-password-form';
import { ConsoleSection } from '@/components/console/console-section';
import { ConsoleShell } from '@/components/console/console-shell';
import { TwoFactorSection } from '@/components/console/two-factor-section';
import { twoFactorRequired } from '@/lib/auth/staff-session';
import { recoveryCodes } from '@/lib/auth/two-factor-setup';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { requireStaff } from '@/lib/console/require-staff';
import { roleWords } from '@/lib/console/console-format';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { accountPageData } from '@/lib/console/page-queries/account';
import { staffRoles } from '@/lib/server/db/stored-values';

export const metadata: Metadata = { title: 'Your account' };

// The signed-in person's own account: their password and their second factor. Open to an account that still owes the
// second factor the owner requires, since this is where it is turned on.
export default async function AccountPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { member, needsTwoFactor } = await requireStaff({
    path: staffRoutes.account,
    beforeTwoFactor: true,
    roles: staffRoles,
  });
  const params = await searchParams;
  const notice = firstParam(params, 'notice');
  const { state, setup, fresh } = await accountPageData(member, notice === 'recoveryCodes');
  return (
    <ConsoleShell
      member={member}
      current="account"
      title="Your account"
      notice={notice}
      error={firstParam(params, 'error')}
      accountOnly={needsTwoFactor}
    >
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-700">E-mail</dt>
        <dd className="font-medium break-all">{member.email}</dd>
        <dt className="text-stone-700">Role</dt>
        <dd className="font-medium">{roleWords[member.role]}</dd>
      </dl>
      <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
        <ConsoleSection id="second-factor" title="Second factor">
          <TwoFactorSection
            state={state}
            setup={setup}
            freshCodes={fresh ? await recoveryCodes(member.id) : null}
            required={await twoFactorRequired()}
          />
        </ConsoleSection>
        <ConsoleSection id="change-password" title="Change password">
          <ChangePasswordForm />
        </ConsoleSection>
      </div>
    </ConsoleShell>
  );
}
