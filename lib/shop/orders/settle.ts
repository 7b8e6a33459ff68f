import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { orderEvents, orders } from '@/lib/server/db/schema';
import { orderMails } from '@/lib/shop/orders/order-mails';
import { queueMail } from '@/lib/server/mail/outbox';
import { toOrder } from './order-row';
import type { Order, OrderStatus, PaymentOutcome, StatusSource } from './order-types';

type Decision = { to: OrderStatus; detail?: Record<string, unknown> } | null;

// Statuses a confirmation may still move. 'paid' is final; 'amount_mismatch' waits for a person to look at it.
const OPEN: readonly OrderStatus[] = ['pending', 'failed', 'abandoned'];

/** What one confirmation does to an order in `current`, or null when it changes nothing. */
function decide(current: Order, outcome: PaymentOutcome): Decision {
  if (!OPEN.includes(current.status)) return null;
  switch (outcome.kind) {
    case 'success': {
      const equal = outcome.amount === current.amount && outcome.currency === current.currency;
      if (equal) return { to: 'paid' };
      // A success for another amount or currency is never a payment of this order.
      const detail = {
        expected: { amount: current.amount, currency: current.currency },
        verified: { amount: outcome.amount, currency: outcome.currency },
      };
      return { to: 'amount_mismatch', detail };
    }
    case 'failed':
    case 'abandoned':
      // Only a pending order gives up: a late "failed" after a later success must not undo it.
      return current.status === 'pending' ? { to: outcome.kind } : null;
    case 'pending':
      return null;
  }
}

/**
 * Applies one confirmation in one transaction. The row is locked (FOR UPDATE) and the update is conditional on
 * the status we read, so two confirmations at the same instant, even from two servers, give one transition.
 */
export async function settleOrderOn(
  db: AppDatabase,
  reference: string,
  outcome: PaymentOutcome,
  source: StatusSource,
): Promise<{ order: Order | null; becamePaid: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update');
    if (!row) return { order: null, becamePaid: false };
    const current = toOrder(row);
    const decision = decide(current, outcome);
    if (!decision) return { order: current, becamePaid: false };
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({ status: decision.to, updatedAt: now, ...(decision.to === 'paid' ? { paidAt: now } : {}) })
      .where(and(eq(orders.reference, reference), eq(orders.status, current.status)))
      .returning();
    if (!updated) return { order: current, becamePaid: false };
    await tx.insert(orderEvents).values({
      reference,
      fromStatus: current.status,
      toStatus: decision.to,
      source,
      at: now,
      detail: decision.detail ?? null,
    });
    const order = toOrder(updated);
    const becamePaid = decision.to === 'paid';
    // Queued in this transaction: the payment and its e-mails are recorded together or not at all.
    if (becamePaid) await queueMail(tx, orderMails(order));
    return { order, becamePaid };
  });
}
