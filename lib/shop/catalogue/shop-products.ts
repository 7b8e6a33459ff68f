import 'server-only';
import { cache } from 'react';
import type { Product } from '@/content/schema/product';
import { STOCK_STATUSES } from '@/content/schema/rules';
import { readProducts } from '@/lib/catalogue/catalogue-read';
import { withDatabase } from '@/lib/server/db/connection';
import { availability } from '@/lib/shop/stock/stock-counts';
import { ONLY_LEFT_UP_TO } from '@/lib/shop/stock/stock-words';

// The products as the shop's pages and the cart show them: the catalogue, with what can still be bought of each
// counted product. A product with nothing available shows as out of stock (its button disabled, its structured
// data OutOfStock); one with a few left says how many. The pages stay prerendered: a sale or a hold that changes what
// they show records a page refresh (lib/shop/stock), and this is read again when they are rendered.

/** A product on the shop's pages: `left` is set when only a few are available. */
export type ShopProduct = Product & { left?: number };

/** The catalogue's products with `counts` (what is available, by id; null or missing: not counted) applied. */
export function withStock(products: readonly Product[], counts: Record<number, number | null>): ShopProduct[] {
  return products.map((product) => {
    const available = counts[product.id];
    if (available === null || available === undefined) return product;
    if (available === 0) return { ...product, stock_status: STOCK_STATUSES[1] };
    return available <= ONLY_LEFT_UP_TO ? { ...product, left: available } : product;
  });
}

// The counts last read, for a render while the database does not answer: the page keeps what it last showed rather
// than failing (Pay Now checks the database itself, so nothing is oversold meanwhile).
let lastCounts: Record<number, number | null> = {};

async function readCounts(): Promise<Record<number, number | null>> {
  // `next build` renders from the seed, which counts nothing, and never opens the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return {};
  try {
    lastCounts = await withDatabase((db) => availability(db));
  } catch (error) {
    console.error('[stock] the database did not answer; the counts last read are shown:', (error as Error).message);
  }
  return lastCounts;
}

// Once per request: the layout (the cart) and the page read them in the same render.
export const readShopProducts = cache(async (): Promise<ShopProduct[]> => {
  const [products, counts] = await Promise.all([readProducts(), readCounts()]);
  return withStock(products, counts);
});
