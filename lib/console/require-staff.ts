import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { isSecureRequest } from '@/lib/auth/request-context';
import { staffSession, type StaffSession } from '@/lib/auth/staff-session';
import { withMessage } from '@/lib/console/page-params';
import { staffRoutes } from '../auth/staff-routes';

interface PageAccess {
  /** This page's own address, where signing in leads back to. */
  path: string;
  /** Only the owner may see it; staff get 403. */
  owner?: boolean;
  /** Shown to an account that must still turn on its second factor (the account page, where it does so). */
  beforeTwoFactor?: boolean;
}

/**
 * The signed-in staff member a console page is drawn for. Without a session: to the sign-in page, which leads back
 * here. A staff account on an owner's page: 403. Still owing a second factor the owner requires: to the account page.
 */
export async function requireStaff(access: PageAccess): Promise<StaffSession> {
  const requestHeaders = await headers();
  const session = await staffSession(requestHeaders, isSecureRequest(requestHeaders));
  if (!session) redirect(withMessage(staffRoutes.signIn, {}, { next: access.path }));
  if (access.owner && session.member.role !== 'owner') forbidden();
  if (session.needsTwoFactor && !access.beforeTwoFactor)
    redirect(withMessage(staffRoutes.account, { notice: 'twoFactorNeeded' }));
  return session;
}

/** The session if there is one, for the sign-in pages (which send a signed-in visitor on to the orders). */
export async function currentStaff(): Promise<StaffSession | null> {
  const requestHeaders = await headers();
  return staffSession(requestHeaders, isSecureRequest(requestHeaders));
}
