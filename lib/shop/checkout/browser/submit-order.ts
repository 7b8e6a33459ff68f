import { checkoutMessages } from '@/lib/shop/checkout/checkout-messages';
import { newIdempotencyKey } from '@/lib/site/idempotency-key';
import { PLACE_ORDER_ENDPOINT, type CheckoutRequest, type PlacedOrder } from '@/lib/shop/checkout/checkout-contract';

export type SubmitOrderResult = ({ ok: true } & Omit<PlacedOrder, 'currency'>) | { ok: false; message: string };

/**
 * Asks our server to price and record the order and give it a payment reference. A refused order (400) and a shop
 * that cannot take orders right now (503: order book or Paystack unavailable) come back with the server's words; a
 * browser without a connection sends nothing and says so; any other failure gets the fixed reference-failure message
 * (and a console entry).
 */
export async function submitOrder(order: CheckoutRequest): Promise<SubmitOrderResult> {
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  const failed = (detail: unknown): SubmitOrderResult => {
    // A request lost because the connection dropped says so, rather than blaming the payment service.
    if (offline()) return { ok: false, message: checkoutMessages.offline };
    console.error('Failed to generate payment reference:', detail);
    return { ok: false, message: checkoutMessages.referenceFailed };
  };
  if (offline()) return { ok: false, message: checkoutMessages.offline };
  try {
    const response = await fetch(PLACE_ORDER_ENDPOINT, {
      method: 'POST',
      // One key per Pay Now press: if the same request reaches the server twice, it answers with one reference.
      headers: { 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey() },
      body: JSON.stringify(order),
    });
    const body: unknown = await response.json().catch(() => null);
    const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (
      // 400: the order itself; 409: fewer left than a line asks ('Only 2 left of …'); 503: the shop is unavailable.
      (response.status === 400 || response.status === 409 || response.status === 503) &&
      typeof answer.error === 'string' &&
      answer.error !== ''
    ) {
      return { ok: false, message: answer.error };
    }
    if (!response.ok)
      return failed(`HTTP ${response.status}${typeof answer.error === 'string' ? `: ${answer.error}` : ''}`);
    const { reference, amount, receiptUrl, accessCode } = answer;
    if (
      typeof reference !== 'string' ||
      reference === '' ||
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      amount <= 0
    ) {
      return failed('the answer has no usable reference or amount');
    }
    if (typeof receiptUrl !== 'string' || !receiptUrl.startsWith('/orders/'))
      return failed('the answer has no receipt');
    return {
      ok: true,
      reference,
      amount,
      receiptUrl,
      ...(typeof accessCode === 'string' && accessCode ? { accessCode } : {}),
    };
  } catch (error) {
    return failed(error);
  }
}
