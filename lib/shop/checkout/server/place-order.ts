import 'server-only';
import { serverEnv, warnOnce } from '@/lib/server/env';
import type { GuardAnswer } from '@/lib/server/http/guard/types';
import { randomBytes } from 'node:crypto';
import { checkoutIssueMessage, checkoutSchema } from '@/lib/shop/checkout/server/checkout-schema';
import { orderTotal, priceDelivery, priceOrder } from '@/lib/shop/checkout/server/price-order';
import { orderRefusals } from '@/lib/shop/checkout/checkout-messages';
import { askReferenceService } from '@/lib/shop/checkout/server/reference-service';
import { startPayment } from '@/lib/shop/checkout/server/start-payment';
import { shownEntries } from '@/lib/catalogue/catalogue-store';
import { availability } from '@/lib/shop/stock/stock-counts';
import { withDatabase } from '@/lib/server/db/connection';
import { DatabaseUnavailableError } from '@/lib/server/db/errors';

/** A reference made here when no reference service is configured: unique, and in the characters Paystack accepts. */
export function createLocalReference(): string {
  return `MHV-${Date.now().toString(36).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * Validates a checkout, prices it from the catalogue, gets a payment reference for it, records the order (holding
 * its counted units) and (with the secret key) fixes the transaction at Paystack. Answers 200 { reference, amount
 * (pesewas), currency, receiptUrl, accessCode? }, or { error } with 400 (the order), 409 (fewer left than a line asks
 * for), 502 (the reference service failed or sent no reference), 503 (the order book or Paystack is unavailable) or
 * 504 (the reference service did not answer in time). Never throws for a bad order. `returnOrigin`: see startPayment.
 */
export async function placeOrder(input: unknown, returnOrigin?: string): Promise<GuardAnswer> {
  const parsed = checkoutSchema.safeParse(input);
  if (!parsed.success) return { status: 400, body: { error: checkoutIssueMessage(parsed.error) } };
  const order = parsed.data;

  const ids = order.items.map((item) => item.id);
  const shop = await withDatabase(async (db) => ({
    catalogue: await shownEntries(db, 'product'),
    left: await availability(db, ids),
  })).catch((error: unknown) => {
    if (error instanceof DatabaseUnavailableError) return null;
    throw error;
  });
  // The prices are in the order book's database: without it, nothing can be priced or recorded.
  if (!shop) return { status: 503, body: { error: orderRefusals.shopUnavailable } };
  const products = priceOrder(order.items, shop.catalogue);
  if (!products.ok) return { status: 400, body: { error: products.error } };
  // A first look, so that no reference is asked for a line that cannot be had; the hold decides, under its lock.
  const short = products.lines.find(({ product, quantity }) => quantity > (shop.left[product.id] ?? Infinity));
  if (short)
    return {
      status: 409,
      body: { error: orderRefusals.notEnoughLeft(short.product.name, shop.left[short.product.id] ?? 0) },
    };
  const shipping = priceDelivery(order.delivery);
  if (!shipping.ok) return { status: 400, body: { error: shipping.error } };
  const priced = { ...products, delivery: shipping.delivery };
  const amount = orderTotal(priced);

  // Read on every call, so the service can be switched without a rebuild.
  const url = serverEnv('PAYMENT_REFERENCE_URL');
  if (!url) {
    warnOnce('PAYMENT_REFERENCE_URL', 'PAYMENT_REFERENCE_URL is not set: payment references are generated locally.');
    return startPayment(order, priced, createLocalReference(), returnOrigin);
  }

  const outcome = await askReferenceService(url, {
    accountName: order.name,
    accountNumber: order.phone,
    shop: serverEnv('PAYMENT_SHOP_ID'),
    amount: amount / 100,
    email: order.email,
    action: 'buy',
  });
  if (outcome.ok) return startPayment(order, priced, outcome.reference, returnOrigin);
  if (outcome.reason === 'timeout') return { status: 504, body: { error: orderRefusals.referenceTimeout } };
  return { status: 502, body: { error: orderRefusals.referenceFailed } };
}
