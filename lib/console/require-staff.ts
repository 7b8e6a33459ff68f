import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { isSecureRequest } from '@/lib/auth/request-context';
import { staffSession, type StaffMember, type StaffSession } from '@/lib/auth/staff-session';
import { countNewInbox } from '@/lib/inbox/inbox-store';
import { getDatabase } from '@/lib/server/db/connection';
import { withMessage } from '@/lib/console/page-params';
import { shopRoles, type StaffRole } from '@/lib/server/db/stored-values';
import { staffRoutes } from '../auth/staff-routes';
import { homeOf } from './staff-home';

/** The signed-in account as every console page draws it: with the count of new inbox items its role may read. */
export type ConsoleMember = StaffMember & { inboxNew: number };

interface PageAccess {
  /** This page's own address, where signing in leads back to. */
  path: string;
  /** Only the owner may see it; staff get 403. */
  owner?: boolean;
  /** The roles that may see it: the shop's (owner and staff) unless the page says otherwise. */
  roles?: readonly StaffRole[];
  /** The console's first page (where signing in leads): another role is sent on to its own first page, not refused. */
  landing?: boolean;
  /** Shown to an account that must still turn on its second factor (the account page, where it does so). */
  beforeTwoFactor?: boolean;
}

/**
 * The signed-in staff member a console page is drawn for. Without a session: to the sign-in page, which leads back
 * here. A staff account on an owner's page: 403. Still owing a second factor the owner requires: to the account page.
 */
export async function requireStaff(access: PageAccess): Promise<StaffSession & { member: ConsoleMember }> {
  const requestHeaders = await headers();
  const session = await staffSession(requestHeaders, isSecureRequest(requestHeaders));
  if (!session) redirect(withMessage(staffRoutes.signIn, {}, { next: access.path }));
  if (access.owner && session.member.role !== 'owner') forbidden();
  if (!(access.roles ?? shopRoles).includes(session.member.role))
    return access.landing ? redirect(homeOf(session.member.role)) : forbidden();
  if (session.needsTwoFactor && !access.beforeTwoFactor)
    redirect(withMessage(staffRoutes.account, { notice: 'twoFactorNeeded' }));
  const { db } = await getDatabase();
  return { ...session, member: { ...session.member, inboxNew: await countNewInbox(db, session.member.role) } };
}

/** The session if there is one, for the sign-in pages (which send a signed-in visitor on to their first page). */
export async function currentStaff(): Promise<StaffSession | null> {
  const requestHeaders = await headers();
  return staffSession(requestHeaders, isSecureRequest(requestHeaders));
}
