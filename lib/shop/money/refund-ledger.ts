import 'server-only';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { refunds, type RefundStatus } from '@/lib/server/db/money-schema';
import { orders } from '@/lib/server/db/schema';
import { refundMail } from '@/lib/shop/money/money-mails';
import { queueMail } from '@/lib/server/mail/outbox';
import { toOrder } from '@/lib/shop/orders/order-row';

// The refunds of one order as rows: what is still refundable, and the moves a refund may make. Every function runs
// inside the caller's transaction, after the order's row is locked, so the sums it reads cannot change under it.

export type RefundRow = typeof refunds.$inferSelect;

/** How far along each status is: a refund only moves forward, so a late or repeated event never undoes a later one. */
const progress: Record<RefundStatus, number> = { asking: 0, pending: 1, processing: 2, processed: 3, failed: 3 };

/**
 * Paystack's word for a refund's progress as ours; 'needs-attention' and any word Paystack may add wait as pending.
 */
export function paystackStatus(word: string): RefundStatus {
  return word === 'processing' || word === 'processed' || word === 'failed' ? word : 'pending';
}

const movesForward = (from: RefundStatus, to: RefundStatus) => progress[to] > progress[from];

/** Locks the order's row for the rest of the transaction; null when there is no such order. */
export async function lockOrder(tx: AppDatabase, reference: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update');
  return row ?? null;
}

export async function refundById(tx: AppDatabase, id: number): Promise<RefundRow> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** pesewas of the order not yet refunded or asked for (failed refunds give theirs back). */
export async function refundable(tx: AppDatabase, reference: string, amount: number): Promise<number> {
  const [{ held }] = await tx
    .select({ held: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.reference, reference), ne(refunds.status, 'failed')));
  return amount - Number(held);
}

/** The oldest refund of this order and amount that Paystack has not yet named: the one an answer or event is about. */
export async function unnamedRefund(tx: AppDatabase, reference: string, amount: number): Promise<RefundRow | null> {
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
 * Moves a refund to `to` (when that is forward), naming it with Paystack's id; a refund reaching 'processed' adds its
 * amount to the order's refunded sum in the same transaction. Returns the row as it now is, and whether it moved.
 */
export type RefundChange = { paystackId?: string; lastError?: string | null };

export async function moveRefund(
  tx: AppDatabase,
  refund: RefundRow,
  to: RefundStatus,
  change: RefundChange = {},
): Promise<{ refund: RefundRow; moved: boolean }> {
  const now = new Date();
  const named = change.paystackId && !refund.paystackId ? { paystackId: change.paystackId } : {};
  if (!movesForward(refund.status, to)) {
    if (!named.paystackId) return { refund, moved: false };
    const [renamed] = await tx.update(refunds).set(named).where(eq(refunds.id, refund.id)).returning();
    return { refund: renamed, moved: false };
  }
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
  if (!moved) return { refund, moved: false };
  if (to === 'processed') {
    const [order] = await tx
      .update(orders)
      .set({
        refundedAmount: sql`least(${orders.refundedAmount} + ${refund.amount}, ${orders.amount})`,
        updatedAt: now,
      })
      .where(eq(orders.reference, refund.reference))
      .returning();
    // The buyer hears once, when the money is on its way, in this same transaction.
    await queueMail(tx, [refundMail(toOrder(order), moved)]);
  }
  return { refund: moved, moved: true };
}
