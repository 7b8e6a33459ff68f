import 'server-only';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { settleOrder } from '@/lib/shop/orders/order-book';
import type { Order, PaymentOutcome, StatusSource } from '@/lib/shop/orders/order-types';
import type { VerifiedTransaction } from '@/lib/paystack/paystack-api';

/**
 * Paystack's word on a transaction, in the order book's terms. Only 'success' can pay an order (and the order book
 * still compares amount and currency). Paystack calls a transaction nobody has finished yet 'abandoned', and mobile
 * money sits in 'ongoing', 'pending', 'processing' or 'queued' until the phone approves it: all of these may still
 * end in success, so they leave the order pending. Unknown to Paystack: nothing was paid yet, also pending.
 */
export function outcomeFromPaystack(transaction: VerifiedTransaction | null): PaymentOutcome {
  if (!transaction) return { kind: 'pending' };
  if (transaction.status === 'success')
    return { kind: 'success', amount: transaction.amount, currency: transaction.currency };
  if (transaction.status === 'failed') return { kind: 'failed' };
  return { kind: 'pending' };
}

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
