// The shop the route fuzz tests (tests/routes/*.test.ts) run against, and how they call its route handlers: a
// new embedded order book with a few orders, the fake Paystack, and each request built from plain case data.
import fc from 'fast-check';
import { recordOrder, settleOrder, type Order } from '@/lib/shop/orders/order-book';
import { ensureCatalogueSeeded } from '@/lib/catalogue/catalogue-store';
import { getDatabase } from '@/lib/server/db/connection';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { fulfilmentSteps, orderStatuses } from '@/lib/server/db/stored-values';
import {
  headerValue,
  hostileDay,
  hostileHeaders,
  hostileQuery,
  hostileText,
  percentEncoded,
  type HeaderList,
} from './hostile-input';
import { MONEY_SECRET, paidAtFake } from './money-events';
import { pgliteBackend, sampleOrder } from './order-backends';
import { FUZZ_RUNS, watchRowChanges } from './route-fuzz';

/** Long enough for the cases asked for on a busy 2-core machine (2,000 took up to 48 s a property). */
export const FUZZ_TIMEOUT_MS = Math.max(120_000, FUZZ_RUNS * 150);

export type FuzzShop = { orders: Order[]; close(): Promise<void> };

/**
 * Starts the fake Paystack and a new embedded order book holding `references` (the first pending, then paid and
 * pending in turn, paid ones known to the fake too), quiets the server's log, and counts row changes from then on.
 */
export async function openFuzzShop(references: string[]): Promise<FuzzShop> {
  const fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
  Object.assign(process.env, { PAYSTACK_SECRET_KEY: MONEY_SECRET, PAYSTACK_API_URL: fake.url });
  delete process.env.PAYMENT_REFERENCE_URL;
  for (const level of ['info', 'warn', 'error'] as const)
    jest.spyOn(console, level).mockImplementation(() => undefined);
  await pgliteBackend.setUp();
  const orders: Order[] = [];
  for (const [index, reference] of references.entries()) {
    const order = await recordOrder(sampleOrder(reference));
    if (index % 2 === 1) {
      await settleOrder(reference, { kind: 'success', amount: order.amount, currency: 'GHS' }, 'webhook');
      paidAtFake(fake.transactions as Map<string, Record<string, unknown>>, reference, order.amount);
    }
    orders.push(order);
  }
  // The catalogue is written on first use: written now, so that no refused case is the one that writes it.
  await ensureCatalogueSeeded((await getDatabase()).db);
  await watchRowChanges();
  return {
    orders,
    async close() {
      await pgliteBackend.tearDown();
      await fake.stop();
    },
  };
}

/** One request as plain data, so a counterexample prints as it was sent. */
export type Call = { method: string; path: string; query: string; headers: HeaderList; body?: string };

/** A visitor of its own for most cases, so the rate limit is met only by the cases that send their own address. */
let visitor = 0;
function request({ method, path, query, headers, body }: Call): Request {
  visitor += 1;
  const forwarded =
    headers['x-forwarded-for'] ?? `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return new Request(`http://shop.test${path}${query ? `?${query}` : ''}`, {
    method,
    headers: { ...headers, 'x-forwarded-for': forwarded },
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
}

/** Calls what Next would for the method: the route's export of that name, or 405 when it has none (as Next does). */
export async function callRoute(route: object, call: Call, params?: Record<string, string>): Promise<Response> {
  const handler = (route as Record<string, unknown>)[call.method] as
    ((request: Request, context?: unknown) => Promise<Response>) | undefined;
  if (!handler) return new Response(null, { status: 405 });
  return handler(request(call), params ? { params: Promise.resolve(params) } : undefined);
}

/** Headers around a JSON body: usually saying so, sometimes another type or anything. */
export const jsonHeaders: fc.Arbitrary<HeaderList> = fc
  .tuple(
    hostileHeaders,
    fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 6 },
      fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/json; charset=latin1'),
      headerValue,
    ),
  )
  .map(([headers, type]) => ({ 'content-type': type, ...headers }));

/** An order's reference: one of `references` (the book's), or anything. */
export const referenceOf = (references: string[]) =>
  fc.oneof({ arbitrary: fc.constantFrom(...references), weight: 2 }, { arbitrary: hostileText, weight: 2 });

/** The order list's filter as its address carries it (?status=…&from=…&q=…), each value right or not, and more. */
export const listFilterQuery: fc.Arbitrary<string> = fc
  .tuple(
    fc.record(
      {
        status: fc.oneof(fc.constantFrom(...orderStatuses), hostileText),
        step: fc.oneof(fc.constantFrom(...fulfilmentSteps), hostileText),
        from: hostileDay,
        to: hostileDay,
        q: hostileText,
        page: fc.oneof(fc.stringMatching(/^\d{1,20}$/), hostileText),
      },
      { requiredKeys: [] },
    ),
    hostileQuery(),
  )
  .map(([filter, more]) =>
    [...Object.entries(filter).map(([key, value]) => `${key}=${percentEncoded(value)}`), more].join('&'),
  );
