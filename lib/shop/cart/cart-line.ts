import type { ProductCategory, StockStatus } from '@/content/schema/product';

/**
 * One line of the cart, in the shape the old site stored under localStorage 'cart' (a plain JSON array of these),
 * so a returning visitor's cart still reads.
 */
export interface CartLine {
  id: number;
  name: string;
  price: number;
  currency: string;
  quantity: number;
  image_url: string;
  description?: string;
  categories?: ProductCategory[];
  stock_status?: StockStatus;
}

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
