import 'server-only';
import { desc, lt, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/db/client';
import { staffActivity } from '@/lib/db/staff-schema';
import type { ActivityAction } from './activity-words';

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

/** The newest entries first, `limit` at a time; `before` (an entry's id) pages back through older ones. */
export async function listActivity(db: AppDatabase, limit: number, before?: number): Promise<ActivityRow[]> {
  const where: SQL | undefined = before ? lt(staffActivity.id, before) : undefined;
  return db.select().from(staffActivity).where(where).orderBy(desc(staffActivity.id)).limit(limit);
}
