/** @jest-environment node */
// The console's list of products with 10,000 of them in the catalogue, on PGlite: a page in the shop's order, a
// search by a part of the name (typed in any case, '%' and '_' taken as letters), the count, the archive. How long
// it takes is measured by `npm run bench:catalogue-list`.
import { products } from '@/content/products';
import { isInStock } from '@/content/schema/rules';
import { getDatabase } from '@/lib/server/db/connection';
import { productPage, readProductQuery } from '@/lib/console/catalogue/product-list';
import { PRODUCTS_PER_PAGE } from '@/lib/console/console-limits';
import { setArchived } from '@/lib/catalogue/catalogue-writes';
import { commandLineActor } from '@/lib/server/audit/activity-log';
import { pgliteBackend } from '../support/order-backends';
import { manyProductName, seedManyProducts } from '../support/many-products';

jest.setTimeout(120_000);
const MANY = 10_000;

beforeAll(async () => {
  await pgliteBackend.setUp();
  await seedManyProducts((await getDatabase()).db, MANY);
});
afterAll(() => pgliteBackend.tearDown());

const page = async (params: Record<string, string>) => productPage((await getDatabase()).db, readProductQuery(params));

it('shows a page at a time, in the order of the shop, with how many there are', async () => {
  const first = await page({});
  expect(first.total).toBeGreaterThan(MANY);
  expect(first.rows).toHaveLength(PRODUCTS_PER_PAGE);
  // The seed's products come first, as content/ lists them.
  const [seeded] = products;
  expect(first.rows[0]).toMatchObject({
    id: seeded.id,
    name: seeded.name,
    price: seeded.price,
    forSale: isInStock(seeded),
  });
  const last = await page({ page: String(Math.ceil(first.total / PRODUCTS_PER_PAGE)) });
  expect(last.rows.at(-1)!.name).toBe(manyProductName(MANY));
});

it('finds products by a part of the name, in any case, and pages through what it found', async () => {
  const found = await page({ q: 'moringa BLEND' });
  expect(found.total).toBe(MANY / 100);
  expect(found.rows.map((row) => row.name)).toEqual(
    Array.from({ length: PRODUCTS_PER_PAGE }, (_, i) => manyProductName((i + 1) * 100)),
  );
  const second = await page({ q: 'moringa blend', page: '2' });
  expect(second.rows[0].name).toBe(manyProductName((PRODUCTS_PER_PAGE + 1) * 100));
  expect((await page({ q: '100%' })).total).toBe(0);
  expect((await page({ q: 'product 7 shea' })).rows.map((row) => [row.name, row.forSale])).toEqual([
    [manyProductName(7), false],
  ]);
});

it('lists the archive apart from the shop', async () => {
  const { db } = await getDatabase();
  const archived = products[2];
  await setArchived(db, { kind: 'product', id: archived.id, archived: true, actor: commandLineActor });
  const archive = await page({ archived: '1' });
  expect(archive.rows.map((row) => row.name)).toEqual([archived.name]);
  expect((await page({ q: archived.name })).total).toBe(0);
});
