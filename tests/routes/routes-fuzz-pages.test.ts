/** @jest-environment node */
// Property tests of what answers before, beside and inside the pages: the proxy in front of every page, the uploaded
// photos, and the lookups pages make with what their address holds (the receipt, a set-password
// link, an order, the order list, the activity log), against a real embedded order book: never a throw (Next's 500),
// never a changed row.
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import * as photos from '@/app/photos/[file]/route';
import { linkOwner } from '@/lib/auth/set-password-links';
import { getDatabase } from '@/lib/server/db/connection';
import { orderForReceipt } from '@/lib/shop/checkout/server/order-lookup';
import { listActivity } from '@/lib/server/audit/activity-log';
import { orderDetail } from '@/lib/console/order-detail';
import { orderPage, readListQuery } from '@/lib/console/order-list';
import { proxy } from '@/proxy';
import { FUZZ_TIMEOUT_MS, listFilterQuery, openFuzzShop, referenceOf, type FuzzShop } from '../support/fuzz-shop';
import { hostileHeaders, hostileQuery, hostileText, methodOf, percentEncoded } from '../support/hostile-input';
import { FUZZ_RUNS, FUZZ_SEED, fuzzRoute, rowChanges } from '../support/route-fuzz';

const ORIGIN = 'http://localhost:3000';
const REFERENCES = ['MHV-PAGE-0', 'MHV-PAGE-1'];
let shop: FuzzShop;

beforeAll(async () => {
  shop = await openFuzzShop(REFERENCES);
}, 60_000);
afterAll(() => shop.close());

const reference = referenceOf(REFERENCES);

// What the properties below found, kept as what found it: it was a 500.
describe('the odd input the properties found', () => {
  it('finds no link, order or log entry for text that holds NUL, where the pages ask the database', async () => {
    const { db } = await getDatabase();
    expect(await linkOwner(db, '\u0000')).toBeNull();
    expect(await orderDetail(db, 'MHV-\u0000')).toBeNull();
    expect(await listActivity(db, 50, undefined, 'ama\u0000')).toEqual([]);
  });
});

describe('the proxy and the pages’ lookups under generated hostile requests', () => {
  it(
    'the proxy: any path, method, cookie and headers',
    async () => {
      const path = fc.oneof(
        fc.constantFrom(
          '/',
          '/products',
          '/PRODUCTS/',
          '/Products',
          '/staff',
          '/staff/',
          '/staff/orders',
          '/home',
          '/cart',
        ),
        fc.constantFrom('/bookings/MHV-B-1', '/care/delete', '/contact/sent', '/orders/MHV-1'),
        hostileText.map((text) => `/${percentEncoded(text)}`),
        hostileText.map((text) => `/staff/${percentEncoded(text)}`),
        fc.constantFrom('/%', '/%E0%A4%A', '/staff/%ZZ', '//evil.example', '/products%2F', '/%2e%2e/staff'),
      );
      const cases = fc.record({ method: methodOf('GET'), path, query: hostileQuery(), headers: hostileHeaders });
      await fuzzRoute({
        name: 'proxy',
        cases,
        keepsRows: false,
        send: async ({ method, path: pathname, query, headers }) =>
          proxy(new NextRequest(`${ORIGIN}${pathname}${query ? `?${query}` : ''}`, { method, headers })),
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'GET /photos/{file}: any file name',
    async () => {
      const file = fc.oneof(
        { arbitrary: fc.constantFrom('0123456789abcdef-320.avif', '0123456789abcdef-4000x3000.jpg'), weight: 1 },
        { arbitrary: fc.stringMatching(/^[0-9a-f]{16}-[0-9]{1,6}(x[0-9]{1,6})?\.(avif|webp|jpg|png)$/), weight: 4 },
        { arbitrary: hostileText, weight: 15 },
      );
      await fuzzRoute({
        name: 'GET /photos/{file}',
        cases: fc.record({ file, headers: hostileHeaders }),
        send: ({ file: name, headers }) =>
          photos.GET(new Request(`${ORIGIN}/photos/${percentEncoded(name)}`, { headers }), {
            params: Promise.resolve({ file: name }),
          }),
      });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `the pages' lookups of what their address holds: ${FUZZ_RUNS} receipts, links, orders, lists and logs`,
    async () => {
      const { db } = await getDatabase();
      // What each page asks the order book with its address's segment or query, before it renders anything.
      const ask = {
        receipt: ({ reference: ref, key }: { reference: string; key: string }) => orderForReceipt(ref, key),
        'set-password': ({ token }: { token: string }) => linkOwner(db, token),
        order: ({ reference: ref }: { reference: string }) => orderDetail(db, ref),
        orders: ({ query }: { query: string }) => orderPage(db, readListQuery(new URLSearchParams(query))),
        activity: ({ about }: { about: string }) => listActivity(db, 50, undefined, about),
      };
      const lookups = fc.oneof(
        fc.record({ page: fc.constant('receipt' as const), reference, key: hostileText }),
        fc.record({ page: fc.constant('set-password' as const), token: hostileText }),
        fc.record({ page: fc.constant('order' as const), reference }),
        fc.record({ page: fc.constant('orders' as const), query: listFilterQuery }),
        fc.record({ page: fc.constant('activity' as const), about: hostileText }),
      );
      await fc.assert(
        fc.asyncProperty(lookups, async (lookup) => {
          const before = await rowChanges();
          await (ask[lookup.page] as (input: typeof lookup) => Promise<unknown>)(lookup);
          expect(await rowChanges()).toBe(before);
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
