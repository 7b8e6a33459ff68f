import { products } from '@/content/products';
import { shopName } from '@/lib/payment/shop-name';
import { cartCatalogue } from '@/lib/cart/catalogue';
import { CartRoot } from '@/components/cart/cart-root';

const catalogue = cartCatalogue(products);

export function CartShell() {
  return <CartRoot catalogue={catalogue} shopName={shopName} />;
}
