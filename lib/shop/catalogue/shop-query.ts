import { clampPage, pageCount, pagePath, pagePaths } from '@/lib/site/pagination';
import type { Product } from '@/content/schema/product';
import { routes } from '@/content/routes';

export const SHOP_PAGE_SIZE = 4;
export const ALL_CATEGORIES = 'All';
const SHOP_PATH = routes.shop;

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

/** A category's part of the address: 'Spiritual Items' gives 'spiritual-items'. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The category whose address part is `slug`, or null. */
export function categoryFromSlug(slug: string, categories: readonly string[]): string | null {
  return categories.find((category) => categorySlug(category) === slug) ?? null;
}

function listPath(category: string): string {
  return category === ALL_CATEGORIES ? SHOP_PATH : `${SHOP_PATH}/category/${categorySlug(category)}`;
}

/** The address of a view: /Products, /Products/page/2, /Products/category/tea, /Products/category/tea/page/2. */
export function shopPath({ category, page }: ShopView): string {
  return pagePath(listPath(category), page);
}

/** The addresses of every page of one category (or All), page 1 first. */
export function shopViewPaths(products: readonly Product[], category: string): string[] {
  return pagePaths(listPath(category), filterProducts(products, category).length, SHOP_PAGE_SIZE);
}

/** Every address of the shop: each page of All, then each page of each category. */
export function allShopPaths(products: readonly Product[]): string[] {
  return [ALL_CATEGORIES, ...shopCategories(products)].flatMap((category) => shopViewPaths(products, category));
}

/** How many pages each view has (All and each category), for reading old-style addresses in the browser. */
export function shopPageCounts(products: readonly Product[]): Record<string, number> {
  const views = [ALL_CATEGORIES, ...shopCategories(products)];
  return Object.fromEntries(
    views.map((category) => [category, pageCount(filterProducts(products, category).length, SHOP_PAGE_SIZE)]),
  );
}

/**
 * Reads an old-style shop address's query ('?category=Tea&page=2'), so links shared before the shop had an address
 * per page still open the same view; unknown categories fall back to All and pages to the nearest real one.
 */
export function parseShopView(search: string, pageCounts: Readonly<Record<string, number>>): ShopView {
  const params = new URLSearchParams(search);
  const requested = params.get('category');
  const category = requested && Object.hasOwn(pageCounts, requested) ? requested : ALL_CATEGORIES;
  const page = clampPage(Number(params.get('page') ?? '1'), pageCounts[category] ?? 1);
  return { category, page };
}
