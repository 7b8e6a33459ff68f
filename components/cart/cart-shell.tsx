import { products } from '@/content/products';
import { shopName } from '@/lib/payment/shop-name';
import { cartCatalogue } from '@/lib/cart/catalogue';
import { pictureSource } from '@/lib/images/picture-source';
import { CartRoot } from '@/components/cart/cart-root';

// The cart shows each product's smallest prepared picture, never the original photograph.
const catalogue = cartCatalogue(products).map((entry) => ({
  ...entry,
  image_url: pictureSource(entry.image_url, 'thumbnail').thumbnail,
}));

export function CartShell() {
  return <CartRoot catalogue={catalogue} shopName={shopName} />;
}
