import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withDatabase } from '@/lib/server/db/connection';
import { orderEvents, orders } from '@/lib/server/db/schema';
import { deliveryColumns, toOrder } from './order-row';
import { phoneKey } from './phone-key';
import type { NewOrder, Order, PaymentOutcome, StatusSource } from './order-types';
import { settleOrderOn } from './settle';
import { firstTryMs } from '@/lib/shop/money/reconcile-settings';
import { sameSecret } from '@/lib/server/http/same-secret';

// The order book: every order the shop takes, written only by the server. Each function throws
// DatabaseUnavailableError (lib/server/db/errors.ts) when the database cannot be reached.

export type { Order, PaymentOutcome, StatusSource } from './order-types';

/** 192 random bits, url-safe: the receipt's only protection, so it must not be guessable. */
function newReceiptKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Records a new pending order (and its first event, from the checkout) before any money moves. */
export async function recordOrder(input: NewOrder): Promise<Order> {
  return withDatabase((db) =>
    db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(orders)
        .values({
          reference: input.reference,
          receiptKey: newReceiptKey(),
          status: 'pending',
          amount: input.amount,
          currency: input.currency,
          lines: input.lines,
          customerName: input.customer.name,
          customerPhone: input.customer.phone,
          customerEmail: input.customer.email,
          phoneKey: phoneKey(input.customer.phone),
          paymentMode: input.paymentMode,
          ...deliveryColumns(input.delivery),
          createdAt: now,
          updatedAt: now,
          nextReconcileAt: new Date(now.getTime() + firstTryMs()),
        })
        .returning();
      await tx
        .insert(orderEvents)
        .values({ reference: row.reference, fromStatus: null, toStatus: 'pending', source: 'checkout', at: now });
      return toOrder(row);
    }),
  );
}

export async function findOrder(reference: string): Promise<Order | null> {
  return withDatabase(async (db) => {
    const [row] = await db.select().from(orders).where(eq(orders.reference, reference)).limit(1);
    return row ? toOrder(row) : null;
  });
}

/** null for an unknown reference or a wrong key (compared in constant time), so the two cannot be told apart. */
export async function findOrderForReceipt(reference: string, key: string): Promise<Order | null> {
  if (!reference || !key) return null;
  const order = await findOrder(reference);
  return order && sameSecret(key, order.receiptKey) ? order : null;
}

/**
 * Applies one confirmation atomically: a verified success with the recorded amount and currency makes the order
 * 'paid' exactly once and queues the shop's and the buyer's e-mails in the same transaction; a success for another
 * amount or currency makes it 'amount_mismatch'; failed/abandoned change only a pending order; 'paid' is final.
 * Every change is recorded with its source. Unknown reference -> { order: null, becamePaid: false }.
 */
export async function settleOrder(
  reference: string,
  outcome: PaymentOutcome,
  source: StatusSource,
): Promise<{ order: Order | null; becamePaid: boolean }> {
  return withDatabase((db) => settleOrderOn(db, reference, outcome, source));
}

/** The recorded status changes of one order, oldest first (for the receipt's history and for tests). */
export async function orderHistory(reference: string) {
  return withDatabase((db) =>
    db
      .select({
        from: orderEvents.fromStatus,
        to: orderEvents.toStatus,
        source: orderEvents.source,
        at: orderEvents.at,
        detail: orderEvents.detail,
      })
      .from(orderEvents)
      .where(eq(orderEvents.reference, reference))
      .orderBy(orderEvents.id),
  );
}
