import type { CatalogueEntry, Product } from '@/content/schema/product';

/**
 * Only what the cart needs from the catalogue (no descriptions), so it can travel to every page and a stored
 * cart can be checked against today's names and prices.
 */
export function cartCatalogue(products: readonly Product[]): CatalogueEntry[] {
  return products.map(({ id, name, price, currency, image_url, stock_status }) => ({
    id,
    name,
    price,
    currency,
    image_url,
    stock_status,
  }));
}
