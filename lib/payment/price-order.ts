import 'server-only';
import { products } from '@/content/products';
import { orderRefusals } from '@/lib/checkout-shared/checkout-messages';
import type { Product } from '@/lib/types/product';
import { isInStock } from '@/lib/products/stock';
import { toMinorUnits } from '@/lib/money';

export type PricedOrder =
  { ok: true; amountMinor: number; lines: { product: Product; quantity: number }[] } | { ok: false; error: string };

/**
 * The order's total in pesewas, worked out from the catalogue alone; whatever the browser thinks a price is never
 * counts.
 */
export function priceOrder(
  items: readonly { id: number; quantity: number }[],
  catalogue: readonly Product[] = products,
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
