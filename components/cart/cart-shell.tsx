import { products } from '@/content/products';
import { site } from '@/content/site';
import type { CatalogueEntry } from '@/lib/types/product';
import { CartRoot } from '@/components/cart/cart-root';

// Only what the cart needs from the catalogue travels to every page (no descriptions), so a stored cart can be
// checked against today's names and prices.
const catalogue: CatalogueEntry[] = products.map(({ id, name, price, currency, image_url, stock_status }) => ({
  id,
  name,
  price,
  currency,
  image_url,
  stock_status,
}));

export function CartShell() {
  return <CartRoot catalogue={catalogue} shopName={`${site.brand} Shop`} />;
}
