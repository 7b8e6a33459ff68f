import 'server-only';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { refunds, type RefundStatus } from '@/lib/server/db/money-schema';
import { PaystackError } from './paystack-api';
import { createRefund } from './paystack-refunds';

// The refunds book, whatever was paid for (an order, a booking's deposit): a refund is written as 'asking' before
// Paystack is asked, only ever moves forward, and is matched with Paystack's events by its id or, before Paystack has
// named it, by its payment and amount. What a refund does to the thing paid for is the feature's own.

export type RefundRow = typeof refunds.$inferSelect;

export type RefundChange = { paystackId?: string; lastError?: string | null };

/** Paystack's signed event about one refund, as read from the webhook. */
export interface RefundEvent {
  /** Paystack's id for the refund. */
  paystackId: string;
  /** The refunded transaction's reference. */
  reference: string;
  /** pesewas */
  amount: number;
  /** Paystack's status word. */
  status: string;
}

/** A refund the book learnt of from Paystack alone: who made it and why, as far as the shop can tell. */
const DASHBOARD_REFUND = {
  actor: 'Paystack dashboard',
  reason: 'Made in Paystack’s dashboard, not in the console.',
};

/** How far along each status is: a refund only moves forward, so a late or repeated event never undoes a later one. */
const progress: Record<RefundStatus, number> = { asking: 0, pending: 1, processing: 2, processed: 3, failed: 3 };

/**
 * Paystack's word for a refund's progress as ours; 'needs-attention' and any word Paystack may add wait as pending.
 */
export function paystackStatus(word: string): RefundStatus {
  return word === 'processing' || word === 'processed' || word === 'failed' ? word : 'pending';
}

export async function refundById(tx: AppDatabase, id: number): Promise<RefundRow> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** The oldest refund of this payment and amount Paystack has not yet named: the one an answer or event is about. */
async function unnamedRefund(tx: AppDatabase, reference: string, amount: number): Promise<RefundRow | null> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.reference, reference),
        eq(refunds.amount, amount),
        isNull(refunds.paystackId),
        ne(refunds.status, 'failed'),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(1);
  return row ?? null;
}

/**
 * Moves the refund's row to `to` when that is forward, naming it with Paystack's id. Returns the row as it now is,
 * and whether it moved: only the caller that moved it acts on the move (adds to a sum, mails the buyer).
 */
export async function stepRefund(
  tx: AppDatabase,
  refund: RefundRow,
  to: RefundStatus,
  change: RefundChange = {},
): Promise<{ refund: RefundRow; moved: boolean }> {
  const named = change.paystackId && !refund.paystackId ? { paystackId: change.paystackId } : {};
  if (progress[to] <= progress[refund.status]) {
    if (!named.paystackId) return { refund, moved: false };
    const [renamed] = await tx.update(refunds).set(named).where(eq(refunds.id, refund.id)).returning();
    return { refund: renamed, moved: false };
  }
  const now = new Date();
  const [moved] = await tx
    .update(refunds)
    .set({
      ...named,
      status: to,
      updatedAt: now,
      ...(to === 'processed' ? { processedAt: now } : {}),
      ...(change.lastError !== undefined ? { lastError: change.lastError } : {}),
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, refund.status)))
    .returning();
  return moved ? { refund: moved, moved: true } : { refund, moved: false };
}

/** The refund an event is about: named by Paystack, asked by us and not yet named, or one made in the dashboard. */
export async function refundOfEvent(tx: AppDatabase, event: RefundEvent): Promise<RefundRow> {
  const [known] = await tx.select().from(refunds).where(eq(refunds.paystackId, event.paystackId)).limit(1);
  const asked = known ?? (await unnamedRefund(tx, event.reference, event.amount));
  if (asked) return asked;
  const [made] = await tx
    .insert(refunds)
    .values({
      reference: event.reference,
      amount: event.amount,
      reason: DASHBOARD_REFUND.reason,
      status: 'asking',
      requestKey: `paystack-${event.paystackId}`,
      paystackId: event.paystackId,
      actorId: DASHBOARD_REFUND.actor,
      actorEmail: DASHBOARD_REFUND.actor,
    })
    .returning();
  return made;
}

/** Records a refund's move in the caller's transaction, under the feature's own lock and with its own effects. */
type RecordRefund = (tx: AppDatabase, refund: RefundRow, to: RefundStatus, change: RefundChange) => Promise<unknown>;

export type AskOutcome =
  { kind: 'asked'; refund: RefundRow } | { kind: 'refused'; message: string } | { kind: 'no-answer' };

/** Asks Paystack for a refund the book holds as 'asking', and records its answer through `record`. */
export async function askPaystack(
  db: AppDatabase,
  refund: RefundRow,
  currency: string,
  record: RecordRefund,
): Promise<AskOutcome> {
  const recordAs = (to: RefundStatus, change: RefundChange) =>
    db.transaction(async (tx) => record(tx, refund, to, change));
  try {
    const made = await createRefund({
      reference: refund.reference,
      amount: refund.amount,
      currency,
      reason: refund.reason,
    });
    await recordAs(made.status === 'processed' ? 'processed' : 'pending', { paystackId: made.id, lastError: null });
    return { kind: 'asked', refund };
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    if (error.kind === 'refused') {
      // A definite no: nothing moved, and the amount is free to be asked for again.
      await recordAs('failed', { lastError: error.message });
      return { kind: 'refused', message: error.message };
    }
    // No answer: Paystack may or may not have made it. It stays 'asking' until a retry or Paystack's event says.
    await db
      .update(refunds)
      .set({ lastError: error.message.slice(0, 500) })
      .where(eq(refunds.id, refund.id));
    return { kind: 'no-answer' };
  }
}
