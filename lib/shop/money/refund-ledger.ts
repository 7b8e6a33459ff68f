import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { refunds, type RefundStatus } from '@/lib/server/db/money-schema';
import { orders } from '@/lib/server/db/schema';
import { refundMail } from '@/lib/shop/money/money-mails';
import { queueMail } from '@/lib/server/mail/outbox';
import { toOrder } from '@/lib/shop/orders/order-row';
import { stepRefund, type RefundChange, type RefundRow } from '@/lib/paystack/refund-book';

// The refunds of one order as rows: what is still refundable, and the moves a refund may make. Every function runs
// inside the caller's transaction, after the order's row is locked, so the sums it reads cannot change under it.

/** Locks the order's row for the rest of the transaction; null when there is no such order. */
export async function lockOrder(tx: AppDatabase, reference: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update');
  return row ?? null;
}

/** pesewas of the order not yet refunded or asked for (failed refunds give theirs back). */
export async function refundable(tx: AppDatabase, reference: string, amount: number): Promise<number> {
  const [{ held }] = await tx
    .select({ held: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.reference, reference), ne(refunds.status, 'failed')));
  return amount - Number(held);
}

/**
 * Moves a refund to `to` (when that is forward), naming it with Paystack's id; a refund reaching 'processed' adds its
 * amount to the order's refunded sum in the same transaction. Returns the row as it now is, and whether it moved.
 */
export async function moveRefund(
  tx: AppDatabase,
  refund: RefundRow,
  to: RefundStatus,
  change: RefundChange = {},
): Promise<{ refund: RefundRow; moved: boolean }> {
  const stepped = await stepRefund(tx, refund, to, change);
  if (!stepped.moved || to !== 'processed') return stepped;
  const [order] = await tx
    .update(orders)
    .set({
      refundedAmount: sql`least(${orders.refundedAmount} + ${refund.amount}, ${orders.amount})`,
      updatedAt: new Date(),
    })
    .where(eq(orders.reference, refund.reference))
    .returning();
  // The buyer hears once, when the money is on its way, in this same transaction.
  await queueMail(tx, [refundMail(toOrder(order), stepped.refund)]);
  return stepped;
}
