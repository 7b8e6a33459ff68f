/** @jest-environment node */
// Property tests of the routes that bring a visitor's words to the staff inbox, called as Next calls them against a
// real embedded database: whatever headers, query and body arrive, never a 5xx, never a stack trace, and a refused
// request changes no row.
import fc from 'fast-check';
import * as contactRoute from '@/app/(site)/contact/send/route';
import { callRoute, FUZZ_TIMEOUT_MS, openFuzzShop, type FuzzShop } from '../support/fuzz-shop';
import { hostileFormBody, hostileHeaders, hostileQuery, hostileText, methodOf } from '../support/hostile-input';
import { fuzzRoute } from '../support/route-fuzz';

// The outbox is enough: sending is the mail suites' subject.
jest.mock('@/lib/server/mail/deliver', () => ({ deliverQueuedMailSoon: () => undefined }));

let shop: FuzzShop;
beforeAll(async () => {
  Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000' });
  shop = await openFuzzShop([]);
}, 60_000);
afterAll(() => shop.close());

const fromTheSite = {
  'content-type': 'application/x-www-form-urlencoded',
  host: 'shop.test',
  origin: 'http://shop.test',
};

it(
  'POST /contact/send: any form, headers and query, with or without the page’s code',
  async () => {
    const cases = fc.record({
      method: methodOf('POST'),
      path: fc.constant('/contact/send'),
      query: hostileQuery(),
      headers: fc.oneof(
        { arbitrary: fc.constant(fromTheSite), weight: 3 },
        { arbitrary: fc.constant({ ...fromTheSite, accept: 'application/json' }), weight: 2 },
        hostileHeaders.map((headers) => ({ ...fromTheSite, ...headers })),
        hostileHeaders,
      ),
      body: hostileFormBody({
        email: fc.oneof(fc.constantFrom('ama@example.com', 'ama@', ''), hostileText),
        subject: fc.oneof(fc.constantFrom('Visiting', ''), hostileText),
        message: fc.oneof(fc.constantFrom('', 'Hello'), hostileText),
        website: fc.oneof(fc.constant(''), hostileText),
        elapsed: fc.oneof(fc.constantFrom('8000', '10', ''), hostileText),
      }),
    });
    const statuses = await fuzzRoute({
      name: 'POST /contact/send',
      cases,
      send: (call) => callRoute(contactRoute, call),
    });
    // Some were kept (a 303 or a 201), some refused with a sentence.
    expect((statuses[303] ?? 0) + (statuses[201] ?? 0)).toBeGreaterThan(0);
    expect(statuses[400]).toBeGreaterThan(0);
  },
  FUZZ_TIMEOUT_MS,
);
