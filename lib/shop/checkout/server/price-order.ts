import 'server-only';
import { delivery } from '@/content/delivery';
import { orderRefusals } from '@/lib/shop/checkout/checkout-messages';
import type { OrderDelivery } from '@/lib/shop/orders/order-types';
import type { DeliverySettings } from '@/content/schema/delivery';
import type { Product } from '@/content/schema/product';
import { isInStock } from '@/content/schema/rules';
import { toMinorUnits } from '@/content/schema/money';

export type PricedOrder =
  { ok: true; amountMinor: number; lines: { product: Product; quantity: number }[] } | { ok: false; error: string };

/**
 * The order's total in pesewas, worked out from the catalogue alone (the products for sale in the database at this
 * moment); whatever the browser thinks a price is never counts.
 */
export function priceOrder(
  items: readonly { id: number; quantity: number }[],
  catalogue: readonly Product[],
): PricedOrder {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const lines: { product: Product; quantity: number }[] = [];
  let amountMinor = 0;
  for (const { id, quantity } of items) {
    const product = byId.get(id);
    if (!product) return { ok: false, error: orderRefusals.unknownProduct };
    if (!isInStock(product)) return { ok: false, error: orderRefusals.outOfStock(product.name) };
    amountMinor += toMinorUnits(product.price) * quantity;
    lines.push({ product, quantity });
  }
  return { ok: true, amountMinor, lines };
}

/**
 * The buyer's delivery choice as the order records it, priced from content/delivery.ts: pickup is free, a delivery
 * costs its area's fee. An area the content does not (or no longer) list is refused.
 */
export function priceDelivery(
  choice: { method: 'pickup' } | { method: 'delivery'; zone: string; address: string; gps: string | null },
  settings: DeliverySettings = delivery,
): { ok: true; delivery: OrderDelivery } | { ok: false; error: string } {
  if (choice.method === 'pickup') return { ok: true, delivery: { method: 'pickup' } };
  const zone = settings.zones.find((candidate) => candidate.id === choice.zone);
  if (!zone) return { ok: false, error: orderRefusals.deliveryArea };
  return {
    ok: true,
    delivery: {
      method: 'delivery',
      area: zone.name,
      fee: toMinorUnits(zone.fee),
      address: choice.address,
      gps: choice.gps,
    },
  };
}

/** What the buyer pays, in pesewas: the products and, for a delivery, its fee. */
export function orderTotal(priced: { amountMinor: number; delivery: OrderDelivery }): number {
  return priced.amountMinor + (priced.delivery.method === 'delivery' ? priced.delivery.fee : 0);
}
