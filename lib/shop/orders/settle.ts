import 'server-only';
import type { AppDatabase } from '@/lib/server/db/client';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { verifyTransaction } from '@/lib/paystack/paystack-api';
import { outcomeFromPaystack, type PaymentOutcome } from '@/lib/paystack/payment-outcome';
import { ABANDON_AFTER_MS } from '@/lib/shop/orders/reconcile-settings';
import { settleOrder, settleOrderOn } from './order-book';
import type { Order } from './order-types';
import type { StatusSource } from '@/lib/server/db/stored-values';

// Where a payment is settled: every change of an order's payment status passes through here, whoever brings the
// news (the browser's return, Paystack's webhook, a member of staff's 'Check with Paystack', the shop's own checks of
// orders left pending). Paystack's word is read in one place, and the order book (order-book.ts) makes the change
// in one transaction.

/**
 * Applies one confirmation. The order book makes the transition to paid happen once however many confirmations race;
 * the mails it queued in that same transaction go out in the background, so neither Paystack nor the visitor waits
 * on the mail server (and a mail server that is down only delays them: they stay queued and are retried).
 */
export async function settleAndNotify(
  reference: string,
  outcome: PaymentOutcome,
  source: StatusSource,
): Promise<Order | null> {
  const { order, becamePaid } = await settleOrder(reference, outcome, source);
  if (becamePaid) {
    console.info(`[payment] order ${reference} paid (${source}).`);
    deliverQueuedMailSoon();
  }
  return order;
}

/**
 * Asks Paystack about one pending order and settles it like any verification: paid, failed, or (once it is a day old
 * and Paystack has nothing better to say) abandoned. The mails of a payment are queued with it; the caller sends
 * them. Throws PaystackError when Paystack cannot say, and the order stays as it was.
 */
export async function settleWithPaystack(
  db: AppDatabase,
  reference: string,
  placedAt: Date,
  now: Date,
): Promise<{ order: Order | null; becamePaid: boolean }> {
  const transaction = await verifyTransaction(reference);
  const outcome = outcomeFromPaystack(transaction);
  const giveUp = now.getTime() - placedAt.getTime() >= ABANDON_AFTER_MS;
  const stillOpen = !transaction || transaction.status === 'abandoned';
  if (outcome.kind === 'pending' && giveUp && stillOpen)
    return settleOrderOn(db, reference, { kind: 'abandoned' }, 'reconcile');
  return settleOrderOn(db, reference, outcome, 'reconcile');
}
