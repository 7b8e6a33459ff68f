import 'server-only';
import { waitingLinks } from '@/lib/auth/set-password-links';
import { listStaff } from '@/lib/auth/staff-accounts';
import { twoFactorRequired } from '@/lib/auth/staff-session';
import { getDatabase } from '@/lib/server/db/connection';

/** The accounts, the set-password links still to send, and whether everyone must use a second factor. */
export async function teamPageData() {
  const { db } = await getDatabase();
  return { accounts: await listStaff(db), links: await waitingLinks(db), required: await twoFactorRequired() };
}
