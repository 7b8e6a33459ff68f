/** @jest-environment node */
// Property tests of a visitor's booking routes, called as Next calls them against a real embedded database and the
// fake Paystack: whatever headers, query and body arrive at Pay Now for a consultation (JSON from the page's code, or
// the form posted without it), never a 5xx, never a stack trace, and a refused request changes no row.
import fc from 'fast-check';
import * as bookings from '@/app/api/bookings/route';
import * as bookingForm from '@/app/(site)/bookings/new/route';
import * as moveRoute from '@/app/(site)/bookings/[reference]/move/route';
import * as cancelRoute from '@/app/(site)/bookings/[reference]/cancel/route';
import { payForBooking, type PlacedBooking } from '@/lib/bookings/pay-for-booking';
import { getDatabase } from '@/lib/server/db/connection';
import { findConsultation, readSchedule } from '@/lib/bookings/booking-schedule';
import { openTimes } from '@/lib/bookings/open-times';
import { callRoute, FUZZ_TIMEOUT_MS, jsonHeaders, openFuzzShop, type FuzzShop } from '../support/fuzz-shop';
import {
  hostileFormBody,
  hostileHeaders,
  hostileJsonBody,
  hostileQuery,
  hostileText,
  methodOf,
  percentEncoded,
} from '../support/hostile-input';
import { fuzzRoute } from '../support/route-fuzz';

let shop: FuzzShop;
let times: { personId: number; startsAt: string }[] = [];
/** A booking of the fuzz's own, held by a Pay Now: its reference and its page's key. */
let held = { reference: '', key: '' };

beforeAll(async () => {
  Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000' });
  shop = await openFuzzShop([]);
  // The consultations are written on first use: written now, so that no refused case is the one that writes them.
  const { db } = await getDatabase();
  const consultation = (await findConsultation(db, 'herbalist'))!;
  times = openTimes(await readSchedule(db, consultation, new Date()))
    .slice(0, 40)
    .map((time) => ({ personId: time.personId, startsAt: time.startsAt.toISOString() }));
  const [last] = times.splice(-1);
  const placed = (await payForBooking({ ...validBooking, ...last })).body as PlacedBooking;
  held = { reference: placed.reference, key: new URL(placed.bookingUrl, 'http://shop.test').searchParams.get('key')! };
}, 60_000);
afterAll(() => shop.close());

const time = () => fc.constantFrom(...times);
const fields = {
  consultation: fc.oneof(fc.constantFrom('herbalist', 'astrologer', ''), hostileText),
  name: fc.oneof(fc.constantFrom('Ama Mensah', ''), hostileText),
  phone: fc.oneof(fc.constantFrom('0244000111', ''), hostileText),
  email: fc.oneof(fc.constantFrom('ama@example.com', 'ama@'), hostileText),
  note: fc.oneof(fc.constantFrom('', 'My sleep'), hostileText),
  paymentMode: fc.oneof(fc.constantFrom('Momo', 'Card', 'Cash'), hostileText),
};

const validBooking = {
  consultation: 'herbalist',
  name: 'Ama Mensah',
  phone: '0244000111',
  email: 'ama@example.com',
  note: '',
  paymentMode: 'Momo',
};

describe('the booking routes under generated hostile requests', () => {
  it(
    'POST /api/bookings: any headers, query and body',
    async () => {
      const cases = fc.record({
        method: methodOf('POST'),
        path: fc.constant('/api/bookings'),
        query: hostileQuery(),
        headers: jsonHeaders,
        body: fc.oneof(
          // A whole booking with one field made hostile, so that cases reach the hold and Paystack.
          fc
            .tuple(time(), fc.constantFrom('name', 'phone', 'email', 'note'), hostileText)
            .map(([open, field, text]) => JSON.stringify({ ...validBooking, ...open, [field]: text })),
          time().map((open) => JSON.stringify({ ...validBooking, ...open })),
          hostileJsonBody({
            ...fields,
            personId: fc.oneof(
              time().map((open) => open.personId),
              fc.integer(),
            ),
            startsAt: fc.oneof(
              time().map((open) => open.startsAt),
              hostileText,
            ),
          }),
        ),
      });
      const statuses = await fuzzRoute({
        name: 'POST /api/bookings',
        cases,
        send: (call) => callRoute(bookings, call),
      });
      // Some held a time, and some found it held already.
      expect([statuses[200], statuses[409]]).toEqual([expect.any(Number), expect.any(Number)]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'POST /bookings/new: any form and headers',
    async () => {
      const fromTheSite = {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'shop.test',
        origin: 'http://shop.test',
      };
      const cases = fc.record({
        method: methodOf('POST'),
        path: fc.constant('/bookings/new'),
        query: hostileQuery(),
        headers: fc.oneof(
          { arbitrary: fc.constant(fromTheSite), weight: 3 },
          hostileHeaders.map((headers) => ({ ...fromTheSite, ...headers })),
          hostileHeaders,
        ),
        body: hostileFormBody({
          ...fields,
          time: fc.oneof(
            time().map((open) => `${open.personId}|${open.startsAt}`),
            hostileText,
          ),
        }),
      });
      const statuses = await fuzzRoute({
        name: 'POST /bookings/new',
        cases,
        send: (call) => callRoute(bookingForm, call),
      });
      expect(statuses[303]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'POST /bookings/{reference}/{move,cancel}: any reference, key, time and headers',
    async () => {
      const routes = { move: moveRoute, cancel: cancelRoute };
      const fromTheSite = {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'shop.test',
        origin: 'http://shop.test',
      };
      const cases = fc.record({
        change: fc.constantFrom('move', 'cancel') as fc.Arbitrary<keyof typeof routes>,
        method: methodOf('POST'),
        reference: fc.oneof(fc.constant(held.reference), hostileText),
        query: hostileQuery(),
        headers: fc.oneof(
          { arbitrary: fc.constant(fromTheSite), weight: 3 },
          hostileHeaders.map((headers) => ({ ...fromTheSite, ...headers })),
        ),
        body: hostileFormBody({
          key: fc.oneof(fc.constant(held.key), hostileText),
          time: fc.oneof(
            time().map((open) => `${open.personId}|${open.startsAt}`),
            hostileText,
          ),
        }),
      });
      const statuses = await fuzzRoute({
        name: 'POST /bookings/{reference}/{change}',
        cases,
        send: ({ change, reference, ...call }) =>
          callRoute(routes[change], { ...call, path: `/bookings/${percentEncoded(reference)}/${change}` }),
      });
      expect(statuses[404]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
