import 'server-only';
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { staffSessions } from '@/lib/server/db/staff-schema';
import { staffRoles, type StaffRole } from '@/lib/server/db/stored-values';
import { readSetting, settingKeys } from './app-settings';
import { staffAuth } from './auth-server';
import { SESSION_MAX_SECONDS } from './session-limits';

export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
}

export interface StaffSession {
  member: StaffMember;
  /** Whether this member must still turn on a second factor before using the console. */
  needsTwoFactor: boolean;
}

/** Whether the owner requires a second factor of every account. */
export async function twoFactorRequired(): Promise<boolean> {
  const { db } = await getDatabase();
  return (await readSetting(db, settingKeys.twoFactorRequired)) === 'true';
}

/**
 * The signed-in staff member behind these request headers, or null. Read from the database on every request (no
 * cookie cache): a removed, reset or signed-out account is refused at once by every instance. A session older than
 * the absolute limit is deleted here, however recently it was used.
 */
export async function staffSession(headers: Headers, secure: boolean): Promise<StaffSession | null> {
  const auth = await staffAuth(secure);
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!found) return null;
  if (Date.now() - new Date(found.session.createdAt).getTime() > SESSION_MAX_SECONDS * 1000) {
    const { db } = await getDatabase();
    await db.delete(staffSessions).where(eq(staffSessions.token, found.session.token));
    return null;
  }
  const user = found.user as typeof found.user & { role?: string; twoFactorEnabled?: boolean | null };
  const member: StaffMember = {
    id: user.id,
    email: user.email,
    // A role this build does not know (a database written by a newer one) reads only what care reads, the least.
    role: staffRoles.includes(user.role as StaffRole) ? (user.role as StaffRole) : 'care',
    twoFactorEnabled: !!user.twoFactorEnabled,
  };
  return { member, needsTwoFactor: !member.twoFactorEnabled && (await twoFactorRequired()) };
}
