import { products } from '@/content/products';
import { site } from '@/content/site';
import { cartCatalogue } from '@/lib/cart/catalogue';
import { CartRoot } from '@/components/cart/cart-root';

const catalogue = cartCatalogue(products);

export function CartShell() {
  return <CartRoot catalogue={catalogue} shopName={`${site.brand} Shop`} />;
}
