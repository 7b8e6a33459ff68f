import { shopName } from '@/lib/shop/checkout/shop-name';
import { cartCatalogueForPages } from '@/lib/shop/cart/cart-catalogue-for-pages';
import { CartIsland } from '@/components/cart/cart-island';

/**
 * The cart on every page. This server layer reads the catalogue, so the browser receives the few fields the cart
 * needs as data rather than the catalogue module as code.
 */
export async function SiteCart() {
  return <CartIsland catalogue={await cartCatalogueForPages()} shopName={shopName} />;
}
