import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import type { ListQuery } from './order-list';

// What each console page reads, one function a page, so that the pages themselves never open the database: they
// check the visitor (lib/console/require-staff.ts), ask here, and draw. Each function loads the code it needs when
// it is called: a page then carries only its own queries (the Worker bundles each page's code on its own, so a
// static import here would copy the account page's two-factor code into every page).

/** New recovery codes show on the page their maker is sent back to, and for a short while only. */
const FRESH_CODES_MINUTES = 10;

export async function ordersPageData(query: ListQuery) {
  const [{ db }, { orderPage }] = await Promise.all([getDatabase(), import('./order-list')]);
  return orderPage(db, query);
}

export async function orderPageData(reference: string) {
  const [{ db }, { orderDetail }] = await Promise.all([getDatabase(), import('./order-detail')]);
  return orderDetail(db, reference);
}

export async function activityPageData(before?: number, about?: string) {
  const [{ db }, { listActivity }, { ACTIVITY_PER_PAGE }] = await Promise.all([
    getDatabase(),
    import('@/lib/server/audit/activity-log'),
    import('./console-limits'),
  ]);
  return listActivity(db, ACTIVITY_PER_PAGE, before, about);
}

export async function teamPageData() {
  const [{ db }, { listStaff }, { waitingLinks }, { twoFactorRequired }] = await Promise.all([
    getDatabase(),
    import('@/lib/auth/staff-accounts'),
    import('@/lib/auth/set-password-links'),
    import('@/lib/auth/staff-session'),
  ]);
  return { accounts: await listStaff(db), links: await waitingLinks(db), required: await twoFactorRequired() };
}

/** The signed-in person's second factor, and whether the recovery codes they just made may still be shown. */
export async function accountPageData(member: { id: string; email: string }, askedForCodes: boolean) {
  const [{ db }, { twoFactorState, pendingSetup }, { didLately }] = await Promise.all([
    getDatabase(),
    import('@/lib/auth/two-factor-setup'),
    import('@/lib/server/audit/activity-log'),
  ]);
  const state = await twoFactorState(db, member.id);
  const setup = state === 'pending' ? await pendingSetup(db, member.id, member.email) : null;
  const fresh =
    state === 'on' && askedForCodes && (await didLately(db, member.id, 'recovery_codes_renewed', FRESH_CODES_MINUTES));
  return { state, setup, fresh };
}

export async function setPasswordPageData(token: string) {
  const [{ db }, { linkOwner }] = await Promise.all([getDatabase(), import('@/lib/auth/set-password-links')]);
  return linkOwner(db, token);
}

export async function paystackPageData() {
  const [{ db }, { lastReconcileRun }] = await Promise.all([getDatabase(), import('./last-reconcile-run')]);
  return lastReconcileRun(db);
}
