import type { STOCK_STATUSES } from '@/content/schema/rules';
import type { ShopCurrency } from '@/content/schema/money';

/**
 * One of the shop's categories, listed in content/schema/rules.ts; the build checks it, so staff get a plain message.
 */
export type ProductCategory = string;

/** Only 'In Stock' can be bought; leave the field out (or write 'Out of Stock') to stop sales of a product. */
export type StockStatus = (typeof STOCK_STATUSES)[number];

export interface Product {
  /** A whole number that never changes: carts and orders refer to products by it. */
  id: number;
  name: string;
  description: string;
  /** In Ghana cedis, between 5 and 200, e.g. 25 or 12.5. */
  price: number;
  currency: ShopCurrency;
  categories: ProductCategory[];
  /** A picture in public/products/, e.g. '/products/moringa-tea.svg'. */
  image_url: string;
  stock_status?: StockStatus;
}

/** What the cart needs to know about each product on every page (no descriptions, to keep pages light). */
export type CatalogueEntry = Pick<Product, 'id' | 'name' | 'price' | 'currency' | 'image_url' | 'stock_status'>;
