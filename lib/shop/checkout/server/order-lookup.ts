import 'server-only';
import type { GuardAnswer } from '@/lib/server/http/guard/types';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { findOrderForReceipt } from '@/lib/shop/orders/order-book';
import type { Order } from '@/lib/shop/orders/order-types';
import { orderRefusals } from '@/lib/shop/checkout/checkout-messages';
import { PAYSTACK_REFERENCE } from '@/lib/paystack/paystack-terms';

/** The order as the receipt API shows it: no name, phone or e-mail, amounts in pesewas. */
function receiptJson(order: Order) {
  return {
    reference: order.reference,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    items: order.lines.map((line) => ({ ...line, lineTotal: line.unitPrice * line.quantity })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
  };
}

/** The order behind a receipt link, or null for any link that is not exactly right. */
export async function orderForReceipt(
  reference: string | undefined,
  key: string | null | undefined,
): Promise<Order | null> {
  if (!reference || !key || key.length > 200 || !PAYSTACK_REFERENCE.test(reference)) return null;
  return findOrderForReceipt(reference, key);
}

/** GET /api/orders/{reference}?key=…: the receipt as JSON, the same 404 for every wrong link. */
export async function getOrder(reference: string | undefined, key: string | null): Promise<GuardAnswer> {
  try {
    const order = await orderForReceipt(reference, key);
    if (!order) return { status: 404, body: { error: orderRefusals.orderNotFound } };
    return { status: 200, body: receiptJson(order) };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`[payment] receipt ${reference}: the database is unavailable.`, error);
    return { status: 503, body: { error: orderRefusals.shopUnavailable } };
  }
}
