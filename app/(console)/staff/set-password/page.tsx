import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/console/auth-card';
import { buttonClasses } from '@/components/console/console-classes';
import { SetPasswordForm } from '@/components/console/set-password-form';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { setPasswordPageData } from '@/lib/console/page-queries/set-password';

export const metadata: Metadata = { title: 'Choose your password' };

const MAX_TOKEN_LENGTH = 200;

// Opened from the one-time link the owner sent. The link is checked here too, so a used or expired one says so at once
// instead of after the person has typed a password twice; the form's post checks it again.
export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const token = firstParam(params, 'token') ?? '';
  const error = firstParam(params, 'error');
  const owner = token && token.length <= MAX_TOKEN_LENGTH ? await setPasswordPageData(token) : null;
  if (!owner)
    return (
      <AuthCard title="Choose your password" error="linkInvalid">
        <p className="mt-6">
          <Link href={staffRoutes.signIn} prefetch={false} className={buttonClasses.primary}>
            Go to sign-in
          </Link>
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="Choose your password" error={error === 'linkInvalid' ? undefined : error}>
      <SetPasswordForm token={token} email={owner.email} />
    </AuthCard>
  );
}
