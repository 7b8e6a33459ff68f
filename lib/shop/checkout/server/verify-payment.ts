import 'server-only';
import type { GuardAnswer } from '@/lib/server/http/guard/types';
import { z } from 'zod';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { orderRefusals } from '@/lib/shop/checkout/checkout-messages';
import type { Order } from '@/lib/shop/orders/order-types';
import { orderForReceipt } from '@/lib/shop/checkout/server/order-lookup';
import { outcomeFromPaystack } from '@/lib/paystack/payment-outcome';
import { settleAndNotify } from '@/lib/shop/orders/settle';
import { PaystackError, verifyTransaction } from '@/lib/paystack/paystack-api';
import { paystackSecretKey } from '@/lib/paystack/paystack-settings';

const verifyBody = z.strictObject({ key: z.string().min(1).max(200) });

/**
 * The browser's return from the popup: it says "paid", we ask Paystack. Answers 200 { reference, status, verified }
 * where status is the order's status afterwards (the browser shows success only for 'paid'), 404 for an unknown
 * reference or a wrong key (the same answer, so a key cannot be guessed), 503 when the order book is unavailable.
 * Paystack unreachable: 200 with the order still pending; the webhook or a later check settles it.
 */
export async function verifyPayment(reference: string | undefined, input: unknown): Promise<GuardAnswer> {
  const parsed = verifyBody.safeParse(input);
  if (!parsed.success) return { status: 400, body: { error: orderRefusals.verifyBody } };
  try {
    const order = await orderForReceipt(reference, parsed.data.key);
    if (!order || !reference) return { status: 404, body: { error: orderRefusals.orderNotFound } };
    const answer = (status: string, verified: boolean) => ({ status: 200, body: { reference, status, verified } });
    if (order.status !== 'pending') return answer(order.status, true);
    // Without the secret key nobody can ask Paystack: the browser's word is noted, the order stays pending.
    if (!paystackSecretKey()) {
      await settleAndNotify(reference, { kind: 'pending' }, 'browser');
      return answer('pending', false);
    }
    let transaction;
    try {
      transaction = await verifyTransaction(reference);
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      console.error(`[payment] verify of ${reference} failed (${error.kind}); the order stays pending.`, error.message);
      return answer('pending', false);
    }
    const settled = await settleAndNotify(reference, outcomeFromPaystack(transaction), 'verify');
    return answer(settled?.status ?? 'pending', true);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`[payment] verify of ${reference}: the database is unavailable.`, error);
    return { status: 503, body: { error: orderRefusals.shopUnavailable } };
  }
}

/** Short: the receipt page waits for it. Paystack slower than this leaves the order as it was; the page still shows. */
const RECEIPT_CHECK_TIMEOUT_MS = 4_000;

/**
 * Opening the receipt of a pending order asks Paystack once more, so a confirmation that reached neither the browser
 * nor the webhook (Paystack down at the time) still settles the order. Any failure leaves the order as it was.
 */
export async function refreshPendingOrder(order: Order): Promise<Order> {
  if (order.status !== 'pending' || !paystackSecretKey()) return order;
  try {
    const transaction = await verifyTransaction(order.reference, { timeoutMs: RECEIPT_CHECK_TIMEOUT_MS });
    return (await settleAndNotify(order.reference, outcomeFromPaystack(transaction), 'verify')) ?? order;
  } catch (error) {
    console.error(
      `[payment] receipt check of ${order.reference} failed; shown as it is.`,
      error instanceof Error ? error.message : error,
    );
    return order;
  }
}
