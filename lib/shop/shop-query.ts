import { clampPage, pageCount } from '@/lib/pagination';
import type { Product } from '@/lib/types/product';

export const SHOP_PAGE_SIZE = 4;
export const ALL_CATEGORIES = 'All';

export interface ShopView {
  category: string;
  page: number;
}

/** Every category the products use, in the order they first appear. */
export function shopCategories(products: readonly Product[]): string[] {
  return [...new Set(products.flatMap((product) => product.categories))];
}

export function filterProducts(products: readonly Product[], category: string): Product[] {
  if (category === ALL_CATEGORIES) return [...products];
  return products.filter((product) => (product.categories as string[]).includes(category));
}

/**
 * Reads the shop's filter and page from a query string ('?category=Tea&page=2'), so a shared link opens the same
 * view; unknown categories fall back to All and pages to the nearest real one.
 */
export function parseShopView(search: string, products: readonly Product[], categories: readonly string[]): ShopView {
  const params = new URLSearchParams(search);
  const requested = params.get('category');
  const category = requested && categories.includes(requested) ? requested : ALL_CATEGORIES;
  const pages = pageCount(filterProducts(products, category).length, SHOP_PAGE_SIZE);
  const page = clampPage(Number(params.get('page') ?? '1'), pages);
  return { category, page };
}

/** The query string for a view; the default view (All, page 1) has none. */
export function shopViewSearch({ category, page }: ShopView): string {
  const params = new URLSearchParams();
  if (category !== ALL_CATEGORIES) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
