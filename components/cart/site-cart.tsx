import { readShopProducts } from '@/lib/shop/catalogue/shop-products';
import { shopName } from '@/lib/shop/checkout/shop-name';
import { cartCatalogue } from '@/lib/shop/cart/catalogue';
import { pictureSource } from '@/lib/images/picture-source';
import { CartIsland } from '@/components/cart/cart-island';

/**
 * The cart on every page. This server layer reads the catalogue, so the browser receives the few fields the cart
 * needs as data rather than the catalogue module as code; each product's picture is its smallest prepared copy.
 */
export async function SiteCart() {
  const catalogue = cartCatalogue(await readShopProducts()).map((entry) => ({
    ...entry,
    image_url: pictureSource(entry.image_url, 'thumbnail').thumbnail,
  }));
  return <CartIsland catalogue={catalogue} shopName={shopName} />;
}
