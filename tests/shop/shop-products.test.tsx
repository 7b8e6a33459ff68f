/** @jest-environment node */
// The shop's pages as a buyer reads them once stock is counted: a product with a few left says how many, one with
// none shows as out of stock with its button disabled (and its structured data says so), and one nobody counts is
// sold as before. Read through the same function the pages use, from PGlite, after real Pay Nows.
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductCard } from '@/components/shop/product-card';
import { readShopProducts, withStock } from '@/lib/shop/catalogue/shop-products';
import { productJsonLd } from '@/lib/site/structured-data/catalogue';
import { pictureSource } from '@/lib/images/picture-source';
import { pgliteBackend } from '../support/order-backends';
import { BITTERS, count, payNow } from '../support/stock-shop';

jest.setTimeout(60_000);
jest.mock('@/content/products', () => ({ products: jest.requireActual('../support/test-catalogue').testProducts }));

beforeAll(() => pgliteBackend.setUp());
afterAll(() => pgliteBackend.tearDown());

const card = (product: Parameters<typeof ProductCard>[0]['product']) =>
  renderToStaticMarkup(
    <ProductCard
      product={product}
      picture={pictureSource(product.image_url, 'productCard')}
      added={false}
      onAdd={() => {}}
    />,
  );

const bitters = async () => (await readShopProducts()).find((product) => product.id === BITTERS)!;

it('sells a product nobody counts as before', async () => {
  const product = await bitters();
  expect(product.left).toBeUndefined();
  const html = card(product);
  expect(html).toContain('Add to Cart');
  expect(html).not.toMatch(/ disabled=""|Only \d+ left|Out of stock/);
});

it("says 'Only N left' at five or fewer, and counts units held for unpaid orders as gone", async () => {
  await count(7);
  expect((await bitters()).left).toBeUndefined();
  expect((await payNow(2)).status).toBe(200);
  const product = await bitters();
  expect(product.left).toBe(5);
  expect(card(product)).toContain('Only 5 left');
  expect(card(product)).not.toContain(' disabled=""');
});

it('shows the product out of stock, its button disabled, once the last units are held', async () => {
  expect((await payNow(5)).status).toBe(200);
  const product = await bitters();
  expect(product.stock_status).toBe('Out of Stock');
  const html = card(product);
  expect(html).toContain('Out of stock');
  expect(html).toMatch(/<button[^>]* disabled=""/);
  expect(JSON.stringify(productJsonLd([product]))).toContain('https://schema.org/OutOfStock');
  // Another counted product is not touched by the first one's holds.
  await count(4, undefined, 2);
  const other = (await readShopProducts()).find((entry) => entry.id === 2)!;
  expect([other.left, other.stock_status]).toEqual([4, 'In Stock']);
  expect((await payNow(4, 'kofi@example.com', 2)).status).toBe(200);
});

it('leaves every product as the catalogue has it when no count is known', () => {
  const products = [{ id: 1 }, { id: 2 }, { id: 3 }] as unknown as Parameters<typeof withStock>[0];
  expect(withStock(products, { 1: null, 2: 6 })).toEqual(products);
});
