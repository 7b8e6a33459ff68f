import 'server-only';
import { twoFactorRequired } from '@/lib/auth/staff-session';
import { linkOwner, waitingLinks } from '@/lib/auth/set-password-links';
import { listStaff } from '@/lib/auth/staff-accounts';
import { pendingSetup, twoFactorState } from '@/lib/auth/two-factor-setup';
import { didLately, listActivity } from '@/lib/server/audit/activity-log';
import { getDatabase } from '@/lib/server/db/connection';
import { ACTIVITY_PER_PAGE } from './console-limits';
import { lastReconcileRun } from './last-reconcile-run';
import { orderDetail } from './order-detail';
import { orderPage, type ListQuery } from './order-list';

// What each console page reads, one function a page, so that the pages themselves never open the database: they
// check the visitor (lib/console/require-staff.ts), ask here, and draw.

/** New recovery codes show on the page their maker is sent back to, and for a short while only. */
const FRESH_CODES_MINUTES = 10;

export async function ordersPageData(query: ListQuery) {
  const { db } = await getDatabase();
  return orderPage(db, query);
}

export async function orderPageData(reference: string) {
  const { db } = await getDatabase();
  return orderDetail(db, reference);
}

export async function activityPageData(before?: number, about?: string) {
  const { db } = await getDatabase();
  return listActivity(db, ACTIVITY_PER_PAGE, before, about);
}

export async function teamPageData() {
  const { db } = await getDatabase();
  return { accounts: await listStaff(db), links: await waitingLinks(db), required: await twoFactorRequired() };
}

/** The signed-in person's second factor, and whether the recovery codes they just made may still be shown. */
export async function accountPageData(member: { id: string; email: string }, askedForCodes: boolean) {
  const { db } = await getDatabase();
  const state = await twoFactorState(db, member.id);
  const setup = state === 'pending' ? await pendingSetup(db, member.id, member.email) : null;
  const fresh =
    state === 'on' && askedForCodes && (await didLately(db, member.id, 'recovery_codes_renewed', FRESH_CODES_MINUTES));
  return { state, setup, fresh };
}

export async function setPasswordPageData(token: string) {
  const { db } = await getDatabase();
  return linkOwner(db, token);
}

export async function paystackPageData() {
  const { db } = await getDatabase();
  return lastReconcileRun(db);
}
