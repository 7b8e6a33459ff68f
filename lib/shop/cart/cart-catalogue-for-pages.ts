import 'server-only';
import type { CatalogueEntry } from '@/content/schema/product';
import { pictureSource } from '@/lib/images/picture-source';
import { cartCatalogue } from '@/lib/shop/cart/catalogue';
import { readShopProducts } from '@/lib/shop/catalogue/shop-products';

/**
 * The cart's catalogue as the pages hand it to the browser: the few fields the cart needs, today's stock, and each
 * product's smallest prepared picture (a photograph costs a few kilobytes in the cart).
 */
export async function cartCatalogueForPages(): Promise<CatalogueEntry[]> {
  return cartCatalogue(await readShopProducts()).map((entry) => ({
    ...entry,
    image_url: pictureSource(entry.image_url, 'thumbnail').thumbnail,
  }));
}
