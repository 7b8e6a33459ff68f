import 'server-only';
import type { AppDatabase } from '@/lib/server/db/client';
import { settleOrderOn } from '@/lib/shop/orders/settle';
import type { Order } from '@/lib/shop/orders/order-types';
import { verifyTransaction, type PaystackCallOptions } from '@/lib/paystack/paystack-api';
import { outcomeFromPaystack } from '@/lib/shop/checkout/server/settle-payment';
import { ABANDON_AFTER_MS } from './reconcile-settings';

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
  options: PaystackCallOptions = {},
): Promise<{ order: Order | null; becamePaid: boolean }> {
  const transaction = await verifyTransaction(reference, options);
  const outcome = outcomeFromPaystack(transaction);
  const giveUp = now.getTime() - placedAt.getTime() >= ABANDON_AFTER_MS;
  const stillOpen = !transaction || transaction.status === 'abandoned';
  if (outcome.kind === 'pending' && giveUp && stillOpen)
    return settleOrderOn(db, reference, { kind: 'abandoned' }, 'reconcile');
  return settleOrderOn(db, reference, outcome, 'reconcile');
}
