import 'server-only';
import { randomBytes } from 'node:crypto';
import { withDatabase } from '@/lib/server/db/connection';
import { orderEvents, orders } from '@/lib/server/db/schema';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { queueMail } from '@/lib/server/mail/outbox';
import { orderMails } from './order-mails';
import { deliveryColumns, toOrder } from './order-row';
import { phoneKey } from './phone-key';
import type { PaymentOutcome } from '@/lib/paystack/payment-outcome';
import type { NewOrder, Order } from './order-types';
import type { OrderStatus, StatusSource } from '@/lib/server/db/stored-values';
import { firstTryMs } from '@/lib/shop/orders/reconcile-settings';
import { sameSecret } from '@/lib/server/http/same-secret';
import { holdOrderStock } from '@/lib/shop/stock/stock-holds';
import { returnOrderStock, sellOrderStock } from '@/lib/shop/stock/stock-order';
import { SYSTEM_ACTOR } from '@/lib/shop/stock/stock-moves';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';

// The order book: every order the shop takes, written only by the server. Each function throws
// DatabaseUnavailableError (lib/server/db/errors.ts) when the database cannot be reached.

export type { Order } from './order-types';

/** 192 random bits, url-safe: the receipt's only protection, so it must not be guessable. */
function newReceiptKey(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Records a new pending order (and its first event, from the checkout) before any money moves, holding the units of
 * its counted products in the same transaction. Throws StockShortage (lib/shop/stock/stock-holds.ts), recording
 * nothing, when a line asks for more than is available.
 */
export async function recordOrder(input: NewOrder): Promise<Order> {
  // A hold may sell out a product: the pages are told once the order is committed (on a Worker, by this call).
  return withDatabase((db) => announcingPageRefreshes(db, () => recordOrderOn(db, input)));
}

async function recordOrderOn(db: AppDatabase, input: NewOrder): Promise<Order> {
  return db.transaction(async (tx) => {
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
    await holdOrderStock(tx, row.reference, input.lines);
    return toOrder(row);
  });
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
  return announcingPageRefreshes(db, () => settleInTransaction(db, reference, outcome, source));
}

async function settleInTransaction(
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
    // Queued in this transaction: the payment, its sale of the stock and its e-mails are recorded together or not at
    // all, and only once, as the status changes only once.
    if (becamePaid) {
      await sellOrderStock(tx, order);
      await queueMail(tx, orderMails(order));
    }
    // An order that will not be paid lets go of its units at once (a late success still finds them if they are left).
    if (decision.to === 'failed' || decision.to === 'abandoned')
      await returnOrderStock(tx, reference, 'release', SYSTEM_ACTOR);
    return { order, becamePaid };
  });
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
