import 'server-only';
import type { GuardAnswer } from '@/lib/server/http/guard/types';
import { isDatabaseUnavailable, isUniqueViolation } from '@/lib/server/db/errors';
import { formatMoney, fromMinorUnits, SHOP_CURRENCY, toMinorUnits } from '@/content/schema/money';
import { recordOrder } from '@/lib/shop/orders/order-book';
import { releaseOrderStock, StockShortage } from '@/lib/shop/stock/stock-holds';
import type { Order, OrderDelivery } from '@/lib/shop/orders/order-types';
import { receiptPath } from '@/lib/shop/orders/receipt-path';
import type { PlacedOrder } from '@/lib/shop/checkout/checkout-contract';
import { orderRefusals } from '@/lib/shop/checkout/checkout-messages';
import type { CheckoutInput } from '@/lib/shop/checkout/server/checkout-schema';
import { PAYSTACK_CHANNELS } from '@/lib/paystack/paystack-terms';
import { orderTotal, type PricedOrder } from '@/lib/shop/checkout/server/price-order';
import { shopName } from '@/lib/shop/checkout/shop-name';
import { openPayment } from '@/lib/paystack/open-payment';

type Priced = Extract<PricedOrder, { ok: true }> & { delivery: OrderDelivery };

/**
 * A delivery as its own line of the payment, for Paystack's records (in cedis, like the products): in the metadata
 * and among the custom fields its dashboard lists. A pickup adds nothing: its payment reads as it always has.
 */
function deliveryMetadata(delivery: OrderDelivery) {
  if (delivery.method === 'pickup') return {};
  const { area, fee, address, gps } = delivery;
  const cedis = fromMinorUnits(fee);
  return {
    delivery: { method: 'delivery', area, fee: cedis, address, gps },
    custom_fields: [{ display_name: 'Delivery', variable_name: 'delivery', value: `${area}: ${formatMoney(cedis)}` }],
  };
}

/** What Paystack's dashboard shows beside the payment: who, which shop, and what, priced from the catalogue. */
function paystackMetadata(order: CheckoutInput, priced: Priced) {
  return {
    name: order.name,
    phone: order.phone,
    shop: shopName,
    products: priced.lines.map(({ product, quantity }) => ({
      id: product.id,
      name: product.name,
      quantity,
      price: product.price,
    })),
    ...deliveryMetadata(priced.delivery),
  };
}

/**
 * Records the order, then (with the secret key) fixes the transaction at Paystack. The order is written before any
 * money can move, so a payment can always be matched to it; if Paystack then fails, the order stays pending, its held
 * units are let go, and nothing opens in the browser. A line asking for more than is left is 409, before Paystack.
 * With `returnOrigin` (the site's origin as the buyer's browser reached it), Paystack is also given the receipt's
 * address to send the buyer back to from its own checkout page, whose address the answer then carries.
 */
export async function startPayment(
  order: CheckoutInput,
  priced: Priced,
  reference: string,
  returnOrigin?: string,
): Promise<GuardAnswer> {
  let recorded: Order;
  try {
    recorded = await recordOrder({
      reference,
      amount: orderTotal(priced),
      currency: SHOP_CURRENCY,
      lines: priced.lines.map(({ product, quantity }) => ({
        productId: product.id,
        name: product.name,
        unitPrice: toMinorUnits(product.price),
        quantity,
      })),
      customer: { name: order.name, phone: order.phone, email: order.email },
      paymentMode: order.paymentMode,
      delivery: priced.delivery,
    });
  } catch (error) {
    // Fewer left than asked for (another buyer's hold or sale came first): nothing recorded, Paystack not asked.
    if (error instanceof StockShortage) return { status: 409, body: { error: error.message } };
    if (isUniqueViolation(error)) {
      // The reference service handed out a reference we already hold: this order gets none, and nothing is charged.
      console.error(`[payment] reference ${reference} is already taken by another order; not recorded.`);
      return { status: 502, body: { error: orderRefusals.referenceFailed } };
    }
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`[payment] order ${reference} not recorded: the database is unavailable.`, error);
    return { status: 503, body: { error: orderRefusals.shopUnavailable } };
  }
  const answer: PlacedOrder = {
    reference,
    amount: recorded.amount,
    currency: SHOP_CURRENCY,
    receiptUrl: receiptPath(reference, recorded.receiptKey),
  };

  const opened = await openPayment(
    {
      email: order.email,
      amount: recorded.amount,
      currency: SHOP_CURRENCY,
      reference,
      channels: PAYSTACK_CHANNELS[order.paymentMode],
      metadata: paystackMetadata(order, priced),
      ...(returnOrigin ? { callback_url: new URL(answer.receiptUrl, returnOrigin).href } : {}),
    },
    // The buyer cannot pay this order from the page, so its units go back at once rather than when the hold ends.
    () => releaseOrderStock(reference),
  );
  if (!opened) return { status: 503, body: { error: orderRefusals.paystackUnavailable } };
  return { status: 200, body: { ...answer, ...opened } };
}
