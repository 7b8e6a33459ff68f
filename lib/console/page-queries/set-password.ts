import 'server-only';
import { linkOwner } from '@/lib/auth/set-password-links';
import { getDatabase } from '@/lib/server/db/connection';

/** The account a set-password link belongs to, or null when the link does not work. */
export async function setPasswordPageData(token: string) {
  const { db } = await getDatabase();
  return linkOwner(db, token);
}
