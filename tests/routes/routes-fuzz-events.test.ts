/** @jest-environment node */
// Property tests of the route handlers machines call: Paystack's webhook (signed events of every shape, and forged
// ones) and the Worker's background rounds (/api/jobs, any token), called as Next calls them against a real embedded
// order book and the fake Paystack: never a 5xx, never a stack trace, and a refused request changes no row.
import { createHmac, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import * as jobs from '@/app/api/jobs/route';
import * as webhook from '@/app/api/paystack/webhook/route';
import { JOBS_TOKEN, JOBS_TOKEN_HEADER } from '@/lib/server/runtime/scheduled-jobs';
import {
  callRoute,
  FUZZ_TIMEOUT_MS,
  jsonHeaders,
  openFuzzShop,
  referenceOf,
  type FuzzShop,
} from '../support/fuzz-shop';
import {
  headerValue,
  hostileHeaders,
  hostileJsonBody,
  hostileJsonValue,
  hostileQuery,
  hostileText,
  methodOf,
} from '../support/hostile-input';
import { disputeEvent, MONEY_SECRET, refundEvent } from '../support/money-events';
import { fuzzRoute, rowChanges } from '../support/route-fuzz';

const REFERENCES = ['MHV-EVENT-0', 'MHV-EVENT-1', 'MHV-EVENT-2', 'MHV-EVENT-3'];
const JOBS_TOKEN_VALUE = randomUUID();
const holder = globalThis as { [JOBS_TOKEN]?: string };
let shop: FuzzShop;

beforeAll(async () => {
  holder[JOBS_TOKEN] = JOBS_TOKEN_VALUE;
  shop = await openFuzzShop(REFERENCES);
}, 60_000);
afterAll(async () => {
  delete holder[JOBS_TOKEN];
  await shop.close();
});

const reference = referenceOf(REFERENCES);
const sign = (body: string, key = MONEY_SECRET) => createHmac('sha512', key).update(body).digest('hex');
const post = (route: object, path: string, headers: Record<string, string>, body = '') =>
  callRoute(route, { method: 'POST', path, query: '', headers, body });
const signedEvent = (event: unknown) => {
  const body = JSON.stringify(event);
  return post(
    webhook,
    '/api/paystack/webhook',
    { 'content-type': 'application/json', 'x-paystack-signature': sign(body) },
    body,
  );
};
const dispute = (id: number, fields: Record<string, unknown>) => {
  const event = disputeEvent('charge.dispute.create', id, 'MHV-EVENT-1', null);
  return { ...event, ...fields, data: { ...event.data, ...(fields.data as object) } };
};

// What the properties below found, each kept as the request that found it: every one was a 500.
describe('the odd input the properties found', () => {
  it.each([
    [
      'a jobs token of é as long as the real one',
      404,
      () => post(jobs, '/api/jobs', { [JOBS_TOKEN_HEADER]: 'é'.repeat(JOBS_TOKEN_VALUE.length) }),
    ],
    [
      'a refund event of 2^31 pesewas',
      400,
      () => signedEvent(refundEvent('refund.processed', '9901', 'MHV-EVENT-1', 2 ** 31)),
    ],
    [
      'a refund event whose id is halves of an emoji',
      200,
      () => signedEvent(refundEvent('refund.processed', '\udc00\udc00', 'MHV-EVENT-1', 100)),
    ],
    ['a dispute due in the year 0', 200, () => signedEvent(dispute(91, { data: { dueAt: '0000-06-01T00:00:00Z' } }))],
    [
      'a dispute due before the year 1',
      200,
      () => signedEvent(dispute(92, { data: { dueAt: '-000100-01-01T00:00:00Z' } })),
    ],
    ['a dispute whose status holds NUL', 200, () => signedEvent(dispute(93, { data: { status: 'open\u0000' } }))],
    ['an event name that holds NUL', 200, () => signedEvent(dispute(94, { event: 'charge.dispute.\u0000' }))],
    [
      'a payment in a currency that holds NUL',
      400,
      () =>
        signedEvent({ event: 'charge.success', data: { reference: 'MHV-EVENT-0', amount: 1, currency: 'GH\u0000S' } }),
    ],
  ])('%s: %i', async (_name, status, send) => {
    const before = await rowChanges();
    expect((await send()).status).toBe(status);
    if (status >= 400) expect(await rowChanges()).toBe(before);
  });
});

const eventName = fc.oneof(
  fc.constantFrom(
    'charge.success',
    'refund.pending',
    'refund.processed',
    'refund.failed',
    'charge.dispute.create',
    'charge.dispute.remind',
    'charge.dispute.resolve',
    'transfer.success',
  ),
  fc.constantFrom('refund.', 'charge.dispute.').chain((prefix) => hostileText.map((rest) => prefix + rest)),
  hostileText,
);
const anything = hostileJsonValue;
/** An event's data: the fields of charges, refunds and disputes, each usual, hostile or of any type, or missing. */
const eventData = fc.record(
  {
    id: fc.oneof(fc.integer(), hostileText, anything),
    reference,
    transaction_reference: reference,
    amount: fc.oneof(
      fc.integer({ min: 1, max: 20_000 }),
      fc.constantFrom(12_500, 2 ** 31, 1e12, 2 ** 53 + 2, 1e300),
      anything,
    ),
    refund_amount: fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom(2 ** 31, 1e300), anything),
    currency: fc.oneof(fc.constant('GHS'), hostileText, anything),
    status: fc.oneof(fc.constantFrom('processed', 'failed', 'pending', 'resolved'), hostileText, anything),
    transaction: fc.oneof(fc.record({ reference, amount: fc.oneof(fc.integer(), anything) }), anything),
    dueAt: fc.oneof(hostileText, anything),
    resolvedAt: fc.oneof(hostileText, anything),
    resolution: fc.oneof(hostileText, anything),
    category: fc.oneof(hostileText, anything),
  },
  { requiredKeys: [] },
);

/** The x-paystack-signature a case sends: Paystack's own (in either case), one made with another key, none, or any. */
function signatureFor(kind: string, body: string): string | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'right') return sign(body);
  if (kind === 'upper-case') return sign(body).toUpperCase();
  if (kind === 'wrong') return sign(body, 'not-the-secret');
  return kind;
}

describe('the machines’ routes under generated hostile requests', () => {
  it(
    'POST /api/paystack/webhook: signed and unsigned events of every shape',
    async () => {
      const cases = fc.record({
        method: methodOf('POST'),
        query: hostileQuery(),
        headers: jsonHeaders,
        body: fc.oneof(
          {
            arbitrary: fc.record({ event: eventName, data: eventData }).map((event) => JSON.stringify(event)),
            weight: 6,
          },
          { arbitrary: hostileJsonBody({ event: eventName, data: anything }), weight: 2 },
        ),
        signature: fc.oneof(
          { arbitrary: fc.constant('right'), weight: 6 },
          fc.constantFrom('wrong', 'none', 'upper-case'),
          headerValue,
        ),
      });
      const statuses = await fuzzRoute({
        name: 'POST /api/paystack/webhook',
        cases,
        send: ({ signature, body, headers, ...call }) => {
          const sent = { ...headers };
          delete sent['x-paystack-signature'];
          const given = signatureFor(signature, body);
          if (given !== undefined) sent['x-paystack-signature'] = given;
          return callRoute(webhook, { ...call, path: '/api/paystack/webhook', headers: sent, body });
        },
        check: (response, _body, { signature }) => {
          if (signature === 'wrong' || signature === 'none') expect(response.status).not.toBe(200);
        },
      });
      expect(statuses[200]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'POST /api/jobs: any token (only the isolate’s own runs the rounds)',
    async () => {
      const length = JOBS_TOKEN_VALUE.length;
      const token = fc.oneof(
        { arbitrary: fc.constant(JOBS_TOKEN_VALUE), weight: 1 },
        // As many characters as the token, but not one byte each: é, ß, ÿ as a server reads them (Latin-1).
        {
          arbitrary: fc
            .string({ unit: fc.constantFrom('é', 'ß', 'ÿ', '\u0080', 'a'), minLength: length, maxLength: length })
            .filter((text) => text.trim().length === length),
          weight: 3,
        },
        {
          arbitrary: fc
            .nat({ max: length - 1 })
            .map((at) => `${JOBS_TOKEN_VALUE.slice(0, at)}é${JOBS_TOKEN_VALUE.slice(at + 1)}`),
          weight: 2,
        },
        { arbitrary: headerValue, weight: 3 },
      );
      const cases = fc.record({
        method: methodOf('POST'),
        query: hostileQuery(),
        headers: hostileHeaders,
        token: fc.option(token, { nil: undefined }),
        body: hostileText,
      });
      const statuses = await fuzzRoute({
        name: 'POST /api/jobs',
        cases,
        send: ({ token: given, headers, ...call }) =>
          callRoute(jobs, {
            ...call,
            path: '/api/jobs',
            headers: { ...headers, ...(given === undefined ? {} : { [JOBS_TOKEN_HEADER]: given }) },
          }),
        check: (response, _body, { token: given, headers, method }) => {
          const sent = given ?? headers[JOBS_TOKEN_HEADER];
          if (method === 'POST') expect(response.status).toBe(sent === JOBS_TOKEN_VALUE ? 200 : 404);
        },
      });
      expect(statuses[200]).toBeGreaterThan(0);
      expect(statuses[404]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
