import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/console/auth-card';
import { SignInForm } from '@/components/console/sign-in-form';
import { safeNext } from '@/lib/console/actions/action-helpers';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { currentStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  // Only a console page may be the way back; anything else is dropped rather than carried along.
  const next = safeNext(firstParam(params, 'next'), '');
  if (await currentStaff()) redirect(next || staffRoutes.orders);
  return (
    <AuthCard title="Sign in" notice={firstParam(params, 'notice')} error={firstParam(params, 'error')}>
      <SignInForm next={next} />
    </AuthCard>
  );
}
