import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';

// The outbox keeps every message until a mail server has accepted it. Rows are claimed before sending, so two
// servers delivering at once never take the same message; a claim left by a crashed server expires.

/** A mail waiting in the outbox, as the shop's mails are written. */
export interface QueuedMail {
  reference: string;
  /** 'shop' and 'buyer' for a payment, a fulfilment step's name for the buyer's mail at that step. */
  kind: string;
  recipient: string;
  subject: string;
  body: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How long a claim holds: many slow SMTP conversations, yet short enough that a crash delays mail only briefly. */
const CLAIM_MS = 5 * 60_000;

/** Waiting time before attempt n+1: 30 s, 1 min, 2 min, ... up to one hour. */
function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Inserts the messages; a message already queued for the same order and recipient kind is not queued again. */
export async function queueMail(db: AppDatabase, messages: QueuedMail[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(mailOutbox)
    .values(messages)
    .onConflictDoNothing({ target: [mailOutbox.reference, mailOutbox.kind] });
}

/**
 * Takes up to `limit` due messages for this caller (FOR UPDATE SKIP LOCKED, then a claim that outlives the
 * transaction).
 */
export async function claimDue(db: AppDatabase, now: Date, limit = 20): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Hands back claimed messages that were not tried (the server looked down), as if never claimed. */
export async function release(db: AppDatabase, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ claimedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(inArray(mailOutbox.id, ids));
}

export async function markSent(db: AppDatabase, id: number, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: now, claimedUntil: null, lastError: null }).where(eq(mailOutbox.id, id));
}

/** Gives the message back for a later attempt, after the backoff for the attempts made so far. */
export async function markFailed(db: AppDatabase, row: OutboxRow, now: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      claimedUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
    })
    .where(eq(mailOutbox.id, row.id));
}
