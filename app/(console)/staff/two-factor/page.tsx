import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/console/auth-card';
import { TwoFactorForm } from '@/components/console/two-factor-form';
import { safeNext } from '@/lib/console/actions/action-helpers';
import { firstParam, type PageSearchParams } from '@/lib/console/page-params';
import { currentStaff } from '@/lib/console/require-staff';
import { staffRoutes } from '@/lib/auth/staff-routes';

export const metadata: Metadata = { title: 'Enter your code' };

export default async function TwoFactorPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const params = await searchParams;
  const next = safeNext(firstParam(params, 'next'), '');
  if (await currentStaff()) redirect(next || staffRoutes.orders);
  return (
    <AuthCard title="Enter your code" notice={firstParam(params, 'notice')} error={firstParam(params, 'error')}>
      <TwoFactorForm next={next} />
    </AuthCard>
  );
}
