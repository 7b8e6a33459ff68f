import 'server-only';
import { and, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { isStorableText } from '@/lib/server/db/storable';
import type { ActivityAction } from '@/lib/server/audit/activity-words';

// The console's activity log: who did what, when, to which order and from which address. Only ever appended to
// (the table refuses changes); nothing secret goes in: callers pass e-mails, references and short facts, never a
// password, a link, a code or a session token.

/** Who acted: a signed-in account, someone typing an e-mail at the sign-in form, or the command line. */
export interface Actor {
  id: string | null;
  email: string | null;
  /** The client's address as the console saw it, or 'command line'. */
  address: string | null;
}

export const commandLineActor: Actor = { id: null, email: 'npm run staff', address: 'command line' };

type ActivityEntry = {
  reference?: string | null;
  detail?: Record<string, string | number | boolean | null>;
};

export async function logActivity(db: AppDatabase, actor: Actor, action: ActivityAction, entry: ActivityEntry = {}) {
  await db.insert(staffActivity).values({
    actorId: actor.id,
    actorEmail: actor.email?.slice(0, 254) ?? null,
    action,
    reference: entry.reference ?? null,
    detail: entry.detail ?? null,
    address: actor.address?.slice(0, 64) ?? null,
  });
}

export type ActivityRow = typeof staffActivity.$inferSelect;

/**
 * The newest entries first, `limit` at a time; `before` (an entry's id) pages back through older ones, and `about`
 * keeps the entries of one order (its reference) or one person (their e-mail), as the owner typed it.
 */
export async function listActivity(
  db: AppDatabase,
  limit: number,
  before?: number,
  about?: string,
): Promise<ActivityRow[]> {
  const conditions: (SQL | undefined)[] = [before ? lt(staffActivity.id, before) : undefined];
  const text = about?.trim();
  // Text no column can hold is in no entry either.
  if (text && !isStorableText(text)) return [];
  if (text)
    conditions.push(
      or(
        eq(sql`upper(${staffActivity.reference})`, text.toUpperCase()),
        eq(staffActivity.actorEmail, text.toLowerCase()),
      ),
    );
  return db
    .select()
    .from(staffActivity)
    .where(and(...conditions))
    .orderBy(desc(staffActivity.id))
    .limit(limit);
}

/** Whether the account `actorId` did `action` in the last `minutes`: the account page shows new codes only then. */
export async function didLately(db: AppDatabase, actorId: string, action: ActivityAction, minutes: number) {
  const since = new Date(Date.now() - minutes * 60_000);
  const [row] = await db
    .select({ id: staffActivity.id })
    .from(staffActivity)
    .where(and(eq(staffActivity.actorId, actorId), eq(staffActivity.action, action), gt(staffActivity.at, since)))
    .limit(1);
  return !!row;
}
