import { z } from 'zod';
import { PRICE_RANGE, PRODUCT_CATEGORIES, STOCK_STATUSES } from '@/content/schema/rules';
import { entryField, oneOf, picture, text, uniqueBy } from '@/content/schema/fields';
import { SHOP_CURRENCY, toMinorUnits } from '@/content/schema/money';

// The shop's products (content/products.ts): the check the build runs, and the type the code reads.

/** "product 14 'Shea Butter'": how messages name a product. */
export function describeProduct(item: unknown, index: number): string {
  const id = entryField(item, 'id') ?? `number ${index + 1} in the list`;
  return `product ${String(id)} '${String(entryField(item, 'name') ?? '')}'`;
}

const price = z.number().superRefine((value, ctx) => {
  if (value < PRICE_RANGE.min || value > PRICE_RANGE.max) {
    ctx.addIssue({
      code: 'custom',
      message: `must be between ${PRICE_RANGE.min} and ${PRICE_RANGE.max} cedis (found ${value})`,
    });
  } else if (Math.abs(toMinorUnits(value) - value * 100) > 1e-6) {
    ctx.addIssue({ code: 'custom', message: `must be in cedis with at most two decimals, e.g. 12.5 (found ${value})` });
  }
});

export const productSchema = z.object({
  /** A whole number that never changes: carts and orders refer to products by it. */
  id: z.number().int({ error: 'must be a whole number' }).positive({ error: 'must be 1 or more' }),
  name: text,
  description: text,
  /** In Ghana cedis, between 5 and 200, e.g. 25 or 12.5. */
  price,
  currency: z.literal(SHOP_CURRENCY, { error: `must be '${SHOP_CURRENCY}'` }),
  /**
   * The shop's categories, listed in content/schema/rules.ts. Typed as any text, looser than the check on purpose:
   * a mistyped category then gets the build's plain message rather than a TypeScript error.
   */
  categories: z.array(oneOf<string>(PRODUCT_CATEGORIES)).min(1, { error: 'must name at least one category' }),
  /** A picture in public/products/, e.g. '/products/moringa-tea.svg'. */
  image_url: picture,
  /** Only 'In Stock' can be bought; leave the field out (or write 'Out of Stock') to stop sales of a product. */
  stock_status: oneOf(STOCK_STATUSES).optional(),
});
export type Product = z.infer<typeof productSchema>;
export type ProductCategory = Product['categories'][number];
export type StockStatus = NonNullable<Product['stock_status']>;

/** What the cart needs to know about each product on every page (no descriptions, to keep pages light). */
export type CatalogueEntry = Pick<Product, 'id' | 'name' | 'price' | 'currency' | 'image_url' | 'stock_status'>;

export const productListSchema = z.array(productSchema);
export const productIdsSchema = z
  .array(z.unknown())
  .superRefine(uniqueBy((item) => Number(entryField(item, 'id')), 'id', describeProduct));
