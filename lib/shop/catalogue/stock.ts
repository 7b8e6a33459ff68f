import type { Product } from '@/content/schema/product';

/** Only a product marked 'In Stock' can be bought; one without a status, or 'Out of Stock', cannot. */
export function isInStock(product: Pick<Product, 'stock_status'>): boolean {
  return product.stock_status === 'In Stock';
}
