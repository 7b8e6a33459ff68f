import { products } from '@/content/products';
import type { Product } from '@/lib/types/product';
import { isInStock } from '@/lib/products/stock';

export type PricedOrder =
  { ok: true; amountMinor: number; lines: { product: Product; quantity: number }[] } | { ok: false; error: string };

export const pricingErrors = {
  unknown: 'A product in your cart is no longer sold. Please remove it and try again.',
  outOfStock: (name: string) => `${name} is out of stock. Please remove it from your cart.`,
};

/** The order's total in pesewas, worked out from the catalogue alone; whatever the browser thinks a price is never counts. */
export function priceOrder(
  items: readonly { id: number; quantity: number }[],
  catalogue: readonly Product[] = products,
): PricedOrder {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const lines: { product: Product; quantity: number }[] = [];
  let amountMinor = 0;
  for (const { id, quantity } of items) {
    const product = byId.get(id);
    if (!product) return { ok: false, error: pricingErrors.unknown };
    if (!isInStock(product)) return { ok: false, error: pricingErrors.outOfStock(product.name) };
    amountMinor += Math.round(product.price * 100) * quantity;
    lines.push({ product, quantity });
  }
  return { ok: true, amountMinor, lines };
}
