/** @jest-environment node */
// Property tests of the buyer's API route handlers, called as Next calls them against a real embedded order book and
// the fake Paystack: whatever headers, path, query string and body arrive, never a 5xx, never a stack trace, and a
// refused request changes no row (tests/support/route-fuzz.ts). Odd bodies for Pay Now alone:
// tests/routes/api-fuzz.test.ts.
import fc from 'fast-check';
import * as cartAdd from '@/app/(site)/cart/add/route';
import * as cartQuantity from '@/app/(site)/cart/quantity/route';
import * as cartRemove from '@/app/(site)/cart/remove/route';
import * as cartCheckout from '@/app/(site)/cart/checkout/route';
import * as generateReference from '@/app/api/generateReference/route';
import * as health from '@/app/api/health/route';
import * as receipt from '@/app/api/orders/[reference]/route';
import * as verify from '@/app/api/orders/[reference]/verify/route';
import { invalidBody, validOrder } from '../support/arbitraries';
import {
  callRoute,
  FUZZ_TIMEOUT_MS,
  jsonHeaders,
  openFuzzShop,
  referenceOf,
  type FuzzShop,
} from '../support/fuzz-shop';
import {
  asHeaderValue,
  hostileFormBody,
  hostileHeaders,
  hostileJsonBody,
  hostileJsonValue,
  hostileQuery,
  hostileText,
  methodOf,
  percentEncoded,
} from '../support/hostile-input';
import { fuzzRoute, rowChanges } from '../support/route-fuzz';
import { serverCartCookie } from '@/lib/shop/cart/server-cart';

jest.mock('@/content/products', () => ({ products: jest.requireActual('../support/test-catalogue').testProducts }));

const REFERENCES = ['MHV-FUZZ-0', 'MHV-FUZZ-1', 'MHV-FUZZ-2', 'MHV-FUZZ-3'];
let shop: FuzzShop;

beforeAll(async () => {
  // Every case is judged on what it sends, not on how many came before it.
  Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000' });
  shop = await openFuzzShop(REFERENCES);
}, 60_000);
afterAll(() => shop.close());

const reference = referenceOf(REFERENCES);

/** A receipt key: the order's own, the order's own made wrong in the same number of characters, or anything. */
const receiptKey = (ref: string) => {
  const key = shop.orders.find((order) => order.reference === ref)?.receiptKey ?? 'no-key';
  return fc.oneof(
    { arbitrary: fc.constant(key), weight: 2 },
    fc.string({ unit: fc.constantFrom('é', 'ß', 'Ɛ', '😀', '\u0000'), minLength: key.length, maxLength: key.length }),
    hostileText,
  );
};

const payNow = (order: Record<string, unknown>) =>
  callRoute(generateReference, {
    method: 'POST',
    path: '/api/generateReference',
    query: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
const anOrder = { name: 'Ama', phone: '0241234567', email: 'ama@gmail.com', paymentMode: 'Momo', items: [] };

// What the properties below found, each kept as the request that found it: both were a 500 (no column holds the text).
describe('the odd input the properties found', () => {
  it.each([
    ['an order whose name holds NUL', { ...anOrder, name: 'Ama\u0000' }],
    ['an order whose name holds halves of an emoji', { ...anOrder, name: '\udc00\udc00' }],
  ])('%s: 400', async (_name, order) => {
    const before = await rowChanges();
    const response = await payNow({ ...order, items: [{ id: 1, quantity: 1 }] });
    expect([response.status, (await response.json()).error]).toEqual([
      400,
      'Text in the request holds a character that cannot be kept (a NUL, or half of an emoji).',
    ]);
    expect(await rowChanges()).toBe(before);
  });
});

describe('the buyer’s API under generated hostile requests', () => {
  it(
    'POST /api/generateReference: any headers, path, query and body',
    async () => {
      const hostileOrder = fc
        .tuple(validOrder, fc.constantFrom('name', 'phone', 'email'), hostileText)
        .map(([order, field, text]) => JSON.stringify({ ...order, [field]: text }));
      const deliveryOrder = fc
        .tuple(validOrder, hostileText, hostileText, hostileText)
        .map(([order, zone, address, gps]) =>
          JSON.stringify({ ...order, delivery: { method: 'delivery', zone, address, gps } }),
        );
      const cases = fc.record({
        method: methodOf('POST'),
        path: fc.constant('/api/generateReference'),
        query: hostileQuery(),
        headers: jsonHeaders,
        body: fc.oneof(
          invalidBody.map(({ body }) => (typeof body === 'string' ? body : new TextDecoder().decode(body))),
          hostileOrder,
          deliveryOrder,
          hostileJsonBody({ name: hostileText, phone: hostileText, email: hostileText, items: hostileJsonValue }),
        ),
      });
      const statuses = await fuzzRoute({
        name: 'POST /api/generateReference',
        cases,
        send: (call) => callRoute(generateReference, call),
      });
      expect(statuses[200]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'GET /api/orders/{reference}: any reference, key, query and headers',
    async () => {
      const cases = reference.chain((ref) =>
        fc.record({
          method: methodOf('GET'),
          reference: fc.constant(ref),
          key: receiptKey(ref),
          query: hostileQuery(['key']),
          headers: hostileHeaders,
        }),
      );
      const statuses = await fuzzRoute({
        name: 'GET /api/orders/{reference}',
        cases,
        send: ({ reference: ref, key, query, ...call }) =>
          callRoute(
            receipt,
            { ...call, path: `/api/orders/${percentEncoded(ref)}`, query: `key=${percentEncoded(key)}&${query}` },
            { reference: ref },
          ),
      });
      expect(statuses[200]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'POST /api/orders/{reference}/verify: any reference, body and headers',
    async () => {
      const cases = reference.chain((ref) =>
        fc.record({
          method: methodOf('POST'),
          reference: fc.constant(ref),
          query: hostileQuery(),
          headers: jsonHeaders,
          body: hostileJsonBody({ key: receiptKey(ref) }),
        }),
      );
      const statuses = await fuzzRoute({
        name: 'POST /api/orders/{reference}/verify',
        cases,
        send: ({ reference: ref, ...call }) =>
          callRoute(verify, { ...call, path: `/api/orders/${percentEncoded(ref)}/verify` }, { reference: ref }),
      });
      expect(statuses[200]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'POST /cart/{add,quantity,remove,checkout}: any form, cart cookie and headers',
    async () => {
      const forms = { add: cartAdd, quantity: cartQuantity, remove: cartRemove, checkout: cartCheckout };
      // The cookie's secret is made on first use: made now, so that no refused case is the one that stores it.
      const signed = (await serverCartCookie([{ id: 1, quantity: 2 }], false)).split(';')[0];
      const fromTheSite = {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'shop.test',
        origin: 'http://shop.test',
      };
      const cases = fc.record({
        form: fc.constantFrom('add', 'quantity', 'remove', 'checkout') as fc.Arbitrary<keyof typeof forms>,
        method: methodOf('POST'),
        query: hostileQuery(),
        headers: fc.oneof(
          { arbitrary: fc.constant(fromTheSite), weight: 3 },
          hostileHeaders.map((headers) => ({ ...fromTheSite, ...headers })),
          hostileHeaders,
        ),
        cookie: fc.oneof(
          fc.constantFrom('', signed, `${signed.replace('1-2', '1-99')}`, 'mhv_cart=2-1.forged'),
          hostileText.map((text) => `mhv_cart=${asHeaderValue(text)}`),
        ),
        body: hostileFormBody({
          id: fc.oneof(fc.constantFrom('1', '2', '3', '11', '4242'), hostileText),
          quantity: fc.oneof(fc.constantFrom('1', '7', '99', '100', '0'), hostileText),
          // The checkout's fields (the cart forms ignore them).
          key: fc.oneof(fc.uuid(), hostileText),
          name: fc.oneof(fc.constantFrom('Ama Mensah', ''), hostileText),
          phone: fc.oneof(fc.constantFrom('0244000111', ''), hostileText),
          email: fc.oneof(fc.constantFrom('ama@example.com', 'ama@'), hostileText),
          paymentMode: fc.oneof(fc.constantFrom('Momo', 'Card', 'Cash'), hostileText),
          delivery: fc.oneof(fc.constantFrom('pickup', 'delivery'), hostileText),
        }),
      });
      const statuses = await fuzzRoute({
        name: 'POST /cart/{form}',
        cases,
        send: ({ form, cookie, headers, ...call }) =>
          callRoute(forms[form], {
            ...call,
            path: `/cart/${form}`,
            headers: cookie ? { ...headers, cookie } : headers,
          }),
      });
      expect(statuses[303]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'GET /api/health: any headers and query',
    async () => {
      const cases = fc.record({ method: methodOf('GET'), query: hostileQuery(), headers: hostileHeaders });
      const statuses = await fuzzRoute({
        name: 'GET /api/health',
        cases,
        send: (call) => callRoute(health, { ...call, path: '/api/health' }),
      });
      expect(statuses[200]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
