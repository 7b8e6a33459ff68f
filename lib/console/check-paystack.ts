import 'server-only';
import { findOrder } from '@/lib/shop/orders/order-book';
import type { OrderStatus } from '@/lib/server/db/stored-values';
import { outcomeFromPaystack } from '@/lib/paystack/payment-outcome';
import { settleAndNotify } from '@/lib/shop/orders/settle';
import { PaystackError, verifyTransaction } from '@/lib/paystack/paystack-api';
import { CHECK_AFTER_MINUTES } from './console-limits';

/** Whether 'Check with Paystack' is offered: a pending order that has waited long enough for the webhook. */
export function mayCheckWithPaystack(order: { status: OrderStatus; createdAt: Date }, now = Date.now()): boolean {
  return order.status === 'pending' && now - order.createdAt.getTime() >= CHECK_AFTER_MINUTES * 60_000;
}

/**
 * 'Check with Paystack': asks Paystack about a pending order now and settles it like any verification (a success
 * for the right amount makes it paid and sends its mails once). Answers the order's status afterwards.
 */
export async function checkWithPaystack(
  reference: string,
): Promise<OrderStatus | 'unknown' | 'too-early' | 'unreachable'> {
  const order = await findOrder(reference);
  if (!order) return 'unknown';
  if (!mayCheckWithPaystack(order)) return order.status === 'pending' ? 'too-early' : order.status;
  try {
    const transaction = await verifyTransaction(reference);
    return (await settleAndNotify(reference, outcomeFromPaystack(transaction), 'staff'))?.status ?? 'unknown';
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    console.error(`[console] check of ${reference} with Paystack failed (${error.kind}).`, error.message);
    return 'unreachable';
  }
}
