import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { refunds, type RefundStatus } from '@/lib/server/db/money-schema';
import { orders } from '@/lib/server/db/schema';
import { PaystackError } from '@/lib/paystack/paystack-api';
import { PAYSTACK_TIMEOUT_MS } from '@/lib/paystack/paystack-settings';
import { listRefunds } from '@/lib/paystack/paystack-refunds';
import { askPaystack, paystackStatus, refundById, type RefundChange, type RefundRow } from '@/lib/paystack/refund-book';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import { returnOrderStock } from '@/lib/shop/stock/stock-order';
import { lockOrder, moveRefund, refundable } from './refund-ledger';

// Giving money back. The refund is first written, as 'asking', in the transaction that locks the order and checks
// what is left to refund; only then is Paystack asked. So two owners at once, or a form sent twice, can never ask for
// more than was paid, and each refund is asked of Paystack by one request at a time.

export interface RefundAsk {
  reference: string;
  /** pesewas */
  amount: number;
  reason: string;
  /** Made when the form was drawn: the same form sent again finds its refund instead of making another. */
  requestKey: string;
  /** 'Put back in stock': the order's sold units go back on hand, once per order whatever is refunded after. */
  restock?: boolean;
}

export type RefundOutcome =
  | { kind: 'asked'; refund: RefundRow; currency?: string }
  | { kind: 'repeated' }
  | { kind: 'unknown' }
  | { kind: 'not-paid' }
  | { kind: 'too-much'; left: number }
  | { kind: 'refused'; message: string }
  | { kind: 'no-answer' }
  | { kind: 'busy' };

/** Longer than one call to Paystack may take: a refund asked longer ago than this is nobody's any more. */
const ASKING_CLAIM_MS = PAYSTACK_TIMEOUT_MS * 2;

async function reserve(db: AppDatabase, actor: Actor, ask: RefundAsk): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, ask.reference);
    if (!order) return { kind: 'unknown' };
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.requestKey, ask.requestKey)).limit(1);
    if (earlier) return { kind: 'repeated' };
    if (order.status !== 'paid') return { kind: 'not-paid' };
    const left = await refundable(tx, ask.reference, order.amount);
    if (ask.amount > left) return { kind: 'too-much', left };
    const [refund] = await tx
      .insert(refunds)
      .values({
        reference: ask.reference,
        amount: ask.amount,
        reason: ask.reason,
        status: 'asking',
        requestKey: ask.requestKey,
        actorId: actor.id ?? '',
        actorEmail: actor.email ?? '',
      })
      .returning();
    const restocked = ask.restock ? await returnOrderStock(tx, ask.reference, 'refund', actor.email ?? 'unknown') : 0;
    await logActivity(tx, actor, 'refund_asked', {
      reference: ask.reference,
      detail: { amount: ask.amount, ...(ask.restock ? { restocked } : {}) },
    });
    return { kind: 'asked', refund, currency: order.currency };
  });
}

/** Records what Paystack said about a refund, on the row as it is now (an event may have moved it meanwhile). */
async function record(tx: AppDatabase, refund: RefundRow, to: RefundStatus, change: RefundChange) {
  await lockOrder(tx, refund.reference);
  await moveRefund(tx, await refundById(tx, refund.id), to, change);
}

/** Asks Paystack for a refund we hold as 'asking', and records its answer. */
const ask = (db: AppDatabase, refund: RefundRow, currency: string) => askPaystack(db, refund, currency, record);

export async function requestRefund(db: AppDatabase, actor: Actor, request: RefundAsk): Promise<RefundOutcome> {
  const reserved = await reserve(db, actor, request);
  if (reserved.kind !== 'asked') return reserved;
  return ask(db, reserved.refund, reserved.currency ?? 'GHS');
}

/**
 * Tries again a refund Paystack never answered. Paystack's own list is read first: a refund it holds for this order
 * and amount that we have not named is this one, and is recorded instead of being asked for a second time.
 */
export async function retryRefund(
  db: AppDatabase,
  actor: Actor,
  refundId: number,
): Promise<RefundOutcome & { reference?: string }> {
  const now = new Date();
  // Claimed by moving its clock: of two owners pressing at once, one gets the row and the other is told to wait.
  const [refund] = await db
    .update(refunds)
    .set({ updatedAt: now })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'asking'),
        lte(refunds.updatedAt, new Date(now.getTime() - ASKING_CLAIM_MS)),
      ),
    )
    .returning();
  if (!refund) {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
    return row
      ? { kind: row.status === 'asking' ? 'busy' : 'repeated', reference: row.reference }
      : { kind: 'unknown' };
  }
  await logActivity(db, actor, 'refund_retried', { reference: refund.reference, detail: { amount: refund.amount } });
  let held;
  try {
    held = await listRefunds(refund.reference);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    return { kind: 'no-answer', reference: refund.reference };
  }
  // Paystack's event may have named it while we read the list: then it is made, and must not be asked for again.
  const current = await refundById(db, refund.id);
  if (current.status !== 'asking' || current.paystackId)
    return { kind: 'asked', refund: current, reference: refund.reference };
  const named = new Set(
    (await db.select({ id: refunds.paystackId }).from(refunds).where(eq(refunds.reference, refund.reference))).map(
      (row) => row.id,
    ),
  );
  const found = held.find((each) => each.amount === refund.amount && !named.has(each.id));
  if (found) {
    await db.transaction((tx) =>
      record(tx, refund, paystackStatus(found.status), { paystackId: found.id, lastError: null }),
    );
    return { kind: 'asked', refund, reference: refund.reference };
  }
  const [order] = await db
    .select({ currency: orders.currency })
    .from(orders)
    .where(eq(orders.reference, refund.reference));
  return { ...(await ask(db, refund, order.currency)), reference: refund.reference };
}
