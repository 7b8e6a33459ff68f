import type { Page } from '@playwright/test';
import { products } from '@/content/products';
import { formatMoney } from '@/content/schema/money';
import type { Product } from '@/content/schema/product';
import { ALL_CATEGORIES, SHOP_PAGE_SIZE, filterProducts, shopPath } from '@/lib/shop/catalogue/shop-query';
import { addToCart } from './shop-helpers';

// What the shop sells today, read from content/products.ts: the tests pick their products here, so staff adding,
// pausing or repricing products never breaks them.

export const inStock = products.filter((product) => product.stock_status === 'In Stock');
/** A product that cannot be bought today, if there is one. */
export const outOfStock = products.find((product) => product.stock_status !== 'In Stock');
/** An id no product has. */
export const unknownId = Math.max(0, ...products.map((product) => product.id)) + 1000;

export const money = (amount: number) => formatMoney(amount, 'GHS');
/** Cedis to pesewas, as the payment provider counts. */
export const pesewas = (amount: number) => Math.round(amount * 100);

/** The product's name, price and the like, for tests that need two different products to buy. */
export function twoProducts(): [Product, Product] {
  if (inStock.length < 2) throw new Error('the shop needs at least two products in stock for these tests');
  return [inStock[0], inStock[1]];
}

/** The shop page (All, 4 a page) that shows the product. */
export function pageWith(product: Product): string {
  return shopPagesWith(product)[0];
}

/** Every shop page that shows the product: its page of All and its page of each of its categories. */
export function shopPagesWith(product: Product): string[] {
  return [ALL_CATEGORIES, ...product.categories].map((category) => {
    const index = filterProducts(products, category).findIndex((candidate) => candidate.id === product.id);
    return shopPath({ category, page: Math.floor(index / SHOP_PAGE_SIZE) + 1 });
  });
}

/** Opens the page of each product in turn and adds it to the cart. */
export async function buy(page: Page, ...items: Product[]): Promise<void> {
  for (const item of items) {
    if (new URL(page.url(), 'http://x').pathname !== pageWith(item)) await page.goto(pageWith(item));
    await addToCart(page, item.name);
  }
}
