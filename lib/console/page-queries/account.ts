import 'server-only';
import { pendingSetup, twoFactorState } from '@/lib/auth/two-factor-setup';
import { didLately } from '@/lib/server/audit/activity-log';
import { getDatabase } from '@/lib/server/db/connection';

/** New recovery codes show on the page their maker is sent back to, and for a short while only. */
const FRESH_CODES_MINUTES = 10;

/** The signed-in person's second factor, and whether the recovery codes they just made may still be shown. */
export async function accountPageData(member: { id: string; email: string }, askedForCodes: boolean) {
  const { db } = await getDatabase();
  const state = await twoFactorState(db, member.id);
  const setup = state === 'pending' ? await pendingSetup(db, member.id, member.email) : null;
  const fresh =
    state === 'on' && askedForCodes && (await didLately(db, member.id, 'recovery_codes_renewed', FRESH_CODES_MINUTES));
  return { state, setup, fresh };
}
