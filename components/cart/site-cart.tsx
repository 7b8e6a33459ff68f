import { products } from '@/content/products';
import { shopName } from '@/lib/shop/checkout/shop-name';
import { cartCatalogue } from '@/lib/shop/cart/catalogue';
import { pictureSource } from '@/lib/images/picture-source';
import { CartIsland } from '@/components/cart/cart-island';

// The cart shows each product's smallest prepared picture, never the original photograph.
const catalogue = cartCatalogue(products).map((entry) => ({
  ...entry,
  image_url: pictureSource(entry.image_url, 'thumbnail').thumbnail,
}));

/**
 * The cart on every page. This server layer reads the catalogue from the content, so the browser receives the few
 * fields the cart needs as data rather than the catalogue module as code.
 */
export function SiteCart() {
  return <CartIsland catalogue={catalogue} shopName={shopName} />;
}
