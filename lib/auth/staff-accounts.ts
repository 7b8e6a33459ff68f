import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '@/lib/server/db/client';
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '@/lib/server/db/staff-schema';
import { siteUrl } from '@/lib/site/site-url';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import { staffRoutes } from '@/lib/auth/staff-routes';
import type { StaffRole } from '@/lib/server/db/stored-values';
import { staffAuth } from './auth-server';
import { pendingLinks } from './pending-links';

// Staff accounts as the owner manages them, from the command line (`npm run staff`) or the console: add one with a
// link to set its password, list them, remove one, reset one. A removed or reset account's sessions are deleted in
// the same transaction, so it stops working at once on every instance.

const accountErrors = {
  email: () => 'Give a valid e-mail address.',
  exists: (email: string) => `An account with the e-mail ${email} exists already.`,
  unknown: (email: string) => `No staff account has the e-mail ${email}.`,
  lastOwner: () => 'This is the only owner: make another account an owner first.',
};

/** A refusal worded for the person at the keyboard; nothing was changed. `reason` names it for the console. */
export class StaffAccountError extends Error {
  constructor(
    readonly reason: keyof typeof accountErrors,
    email = '',
  ) {
    super(accountErrors[reason](email));
  }
}

function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!z.email().safeParse(email).success || email.length > 254) throw new StaffAccountError('email');
  return email;
}

/** Where a set-password link leads: absolute, on SITE_URL as the running server reads it. */
export function linkUrl(token: string): string {
  return new URL(`${staffRoutes.setPassword}?token=${encodeURIComponent(token)}`, siteUrl()).toString();
}

type StaffUser = typeof staffUsers.$inferSelect;

/** A new one-time link for `user`; any older link of the account stops working. */
async function newLink(db: AppDatabase, user: StaffUser): Promise<string> {
  await db
    .delete(staffVerifications)
    .where(and(eq(staffVerifications.value, user.id), like(staffVerifications.identifier, 'reset-password:%')));
  const auth = await staffAuth(false);
  await auth.api.requestPasswordReset({ body: { email: user.email } });
  const token = pendingLinks.get(user.id);
  pendingLinks.delete(user.id);
  if (!token) throw new Error('The link could not be made');
  return linkUrl(token);
}

async function findUser(db: AppDatabase, email: string): Promise<StaffUser> {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (!user) throw new StaffAccountError('unknown', email);
  return user;
}

export async function addStaff(db: AppDatabase, actor: Actor, rawEmail: string, role: StaffRole) {
  const email = normaliseEmail(rawEmail);
  const [user] = await db
    .insert(staffUsers)
    .values({ id: randomBytes(16).toString('hex'), name: email.split('@')[0], email, emailVerified: true, role })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  if (!user) throw new StaffAccountError('exists', email);
  await logActivity(db, actor, 'account_added', { detail: { account: email, role } });
  return { email, role, link: await newLink(db, user) };
}

export async function removeStaff(db: AppDatabase, actor: Actor, rawEmail: string): Promise<void> {
  const email = normaliseEmail(rawEmail);
  await db.transaction(async (tx) => {
    // Every owner row is locked, so two owners removing each other at once cannot leave the shop without one.
    const owners = await tx.select().from(staffUsers).where(eq(staffUsers.role, 'owner')).for('update');
    const user = await findUser(tx, email);
    if (user.role === 'owner' && owners.length <= 1) throw new StaffAccountError('lastOwner');
    await tx.delete(staffVerifications).where(eq(staffVerifications.value, user.id));
    await tx.delete(staffUsers).where(eq(staffUsers.id, user.id)); // its sessions, password and codes go with it
    await logActivity(tx, actor, 'account_removed', { detail: { account: email, role: user.role } });
  });
}

/** The old password, the authenticator and every session stop working; a new link lets the person start again. */
export async function resetStaff(db: AppDatabase, actor: Actor, rawEmail: string) {
  const email = normaliseEmail(rawEmail);
  const user = await db.transaction(async (tx) => {
    const found = await findUser(tx, email);
    await tx.delete(staffSessions).where(eq(staffSessions.userId, found.id));
    await tx.update(staffAccounts).set({ password: null }).where(eq(staffAccounts.userId, found.id));
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, found.id));
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, found.id));
    await logActivity(tx, actor, 'account_reset', { detail: { account: email } });
    return found;
  });
  return { email, link: await newLink(db, user) };
}

export interface StaffListEntry {
  email: string;
  role: StaffRole;
  twoFactor: boolean;
  /** False while the account waits for its link to be used. */
  hasPassword: boolean;
  createdAt: Date;
}

export async function listStaff(db: AppDatabase): Promise<StaffListEntry[]> {
  const rows = await db
    .select({ user: staffUsers, password: staffAccounts.password })
    .from(staffUsers)
    .leftJoin(staffAccounts, and(eq(staffAccounts.userId, staffUsers.id), eq(staffAccounts.providerId, 'credential')))
    .orderBy(asc(staffUsers.createdAt));
  return rows.map(({ user, password }) => ({
    email: user.email,
    role: user.role,
    twoFactor: user.twoFactorEnabled,
    hasPassword: !!password,
    createdAt: user.createdAt,
  }));
}
