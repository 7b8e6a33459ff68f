/** @jest-environment node */
// A visitor's Pay Now for a consultation, through the site's own code against the embedded database and a fake of
// Paystack's servers: the deposit's transaction is opened for exactly the deposit, a second Pay Now for the time is
// refused with its sentence, bad requests are told what is wrong, Paystack down lets the time go at once, the page
// sent back from Paystack shows the booking as booked, and its calendar file holds the right time in UTC.
import ICAL from 'ical.js';
import { inArray } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings } from '@/lib/server/db/booking-schema';
import { endBookingHolds } from '@/lib/bookings/booking-hold-round';
import { findConsultation, readSchedule } from '@/lib/bookings/booking-schedule';
import { openTimes } from '@/lib/bookings/open-times';
import { payForBooking, type PlacedBooking } from '@/lib/bookings/pay-for-booking';
import { bookingForPage, refreshWaitingBooking } from '@/lib/bookings/booking-lookup';
import { bookingCalendarFile } from '@/lib/bookings/booking-calendar-file';
import { bookingRefusals, timeRefusals } from '@/lib/bookings/booking-messages';
import * as bookingForm from '@/app/(site)/bookings/new/route';
import * as moveRoute from '@/app/(site)/bookings/[reference]/move/route';
import * as cancelRoute from '@/app/(site)/bookings/[reference]/cancel/route';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { pgliteBackend } from '../support/order-backends';
import { postShopForm } from '../support/shop-form-post';

jest.setTimeout(60_000);

const SECRET = 'sk_test_bookings';
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;

beforeAll(async () => {
  await pgliteBackend.setUp();
  fake = await startFakePaystackApi({ secretKey: SECRET });
  process.env.PAYSTACK_SECRET_KEY = SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterAll(async () => {
  delete process.env.PAYSTACK_SECRET_KEY;
  delete process.env.PAYSTACK_API_URL;
  await fake.stop();
  await pgliteBackend.tearDown();
});

async function openTimesNow() {
  const { db } = await getDatabase();
  const consultation = (await findConsultation(db, 'herbalist'))!;
  return openTimes(await readSchedule(db, consultation, new Date()));
}

const isOpen = async (time: { personId: number; startsAt: Date }) =>
  (await openTimesNow()).some(
    (open) => open.personId === time.personId && open.startsAt.getTime() === time.startsAt.getTime(),
  );

let visitor = 0;
const requestFor = (time: { personId: number; startsAt: Date }, extra: Record<string, unknown> = {}) => ({
  consultation: 'herbalist',
  personId: time.personId,
  startsAt: time.startsAt.toISOString(),
  name: 'Ama Serwaa',
  phone: '0244556677',
  email: `ama-${(visitor += 1)}@example.com`,
  note: 'My sleep',
  paymentMode: 'Momo',
  ...extra,
});

const keyOf = (placed: PlacedBooking) => new URL(placed.bookingUrl, 'http://shop.test').searchParams.get('key')!;

it('opens Paystack for the deposit by mobile money, holds the time, and refuses a second Pay Now for it', async () => {
  const [time] = await openTimesNow();
  const answer = await payForBooking(requestFor(time));
  expect(answer.status).toBe(200);
  const placed = answer.body as PlacedBooking;
  expect(placed).toMatchObject({ amount: 5_000, currency: 'GHS', status: 'held', accessCode: expect.any(String) });
  expect(placed.reference).toMatch(/^MHB-/);
  expect(fake.initialized.at(-1)).toMatchObject({ amount: 5_000, channels: ['mobile_money'], currency: 'GHS' });
  expect(await isOpen(time)).toBe(false);

  const second = await payForBooking(requestFor(time));
  expect(second).toEqual({ status: 409, body: { error: 'That time was just taken. Please choose another.' } });
});

it('tells the visitor what is wrong with a request, and holds nothing', async () => {
  const [, time] = await openTimesNow();
  const cases: [Record<string, unknown>, number, string][] = [
    [{ name: '  ' }, 400, bookingRefusals.required],
    [{ email: 'not-an-address' }, 400, bookingRefusals.email],
    [{ note: 'x'.repeat(1001) }, 400, bookingRefusals.noteTooLong],
    [{ startsAt: 'tomorrow' }, 400, bookingRefusals.time],
    [{ paymentMode: 'Cash' }, 400, bookingRefusals.paymentMode],
    [{ price: 1 }, 400, 'Unexpected field: price.'],
    [{ consultation: 'astrologer' }, 404, bookingRefusals.unknownConsultation],
    [{ startsAt: new Date(Date.now() - 3_600_000).toISOString() }, 422, timeRefusals.past],
    [{ startsAt: new Date(time.startsAt.getTime() + 7 * 60_000).toISOString() }, 422, timeRefusals['outside-hours']],
    [{ startsAt: new Date(Date.now() + 60 * 86_400_000).toISOString() }, 422, timeRefusals.horizon],
  ];
  for (const [extra, status, error] of cases)
    expect(await payForBooking(requestFor(time, extra))).toEqual({ status, body: { error } });
  expect(await payForBooking('[1,2]')).toEqual({ status: 400, body: { error: bookingRefusals.notAnObject } });
  expect(await isOpen(time)).toBe(true);
});

it('lets the time go at once when Paystack cannot open the payment, and says so', async () => {
  const [, , time] = await openTimesNow();
  const answer = await payForBooking(requestFor(time, { email: 'paystack-down@example.com' }));
  expect(answer).toEqual({ status: 503, body: { error: bookingRefusals.paystackUnavailable } });
  expect(await isOpen(time)).toBe(true);
});

it('shows the booking as booked on the page Paystack sends the visitor back to, behind its key alone', async () => {
  const [, , , time] = await openTimesNow();
  const placed = (await payForBooking(requestFor(time))).body as PlacedBooking;
  const key = keyOf(placed);
  expect(await bookingForPage(placed.reference, 'a-wrong-key')).toBeNull();
  expect(await bookingForPage(placed.reference, null)).toBeNull();
  const found = (await bookingForPage(placed.reference, key))!;
  expect(found).toMatchObject({ booking: { status: 'held' }, personName: expect.any(String) });

  // Before the visitor approves on the phone, the page still waits.
  expect((await refreshWaitingBooking(found)).booking.status).toBe('held');
  const tx = fake.transactions.get(placed.reference)!;
  tx.status = 'success';
  tx.paidAt = new Date().toISOString();
  const shown = await refreshWaitingBooking(found);
  expect(shown.booking).toMatchObject({ status: 'booked', paidAmount: 5_000 });

  const calendar = await bookingCalendarFile(
    new Request(`http://shop.test/bookings/${placed.reference}/calendar.ics?key=${key}`),
    { params: Promise.resolve({ reference: placed.reference }) },
  );
  expect(calendar.status).toBe(200);
  expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
  const text = await calendar.text();
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().toISOString()).toBe(time.startsAt.toISOString());
  // Written in UTC, which every calendar app reads the same way.
  expect(text).toContain(`DTSTART:${time.startsAt.toISOString().replace(/[-:]|\.\d{3}/g, '')}`);

  const wrong = await bookingCalendarFile(
    new Request(`http://shop.test/bookings/${placed.reference}/calendar.ics?key=nope`),
    { params: Promise.resolve({ reference: placed.reference }) },
  );
  expect(wrong.status).toBe(404);
});

it('books the time when its hold runs out if Paystack says it was paid, though neither the popup nor the webhook said so', async () => {
  const [paid, unpaid] = (await openTimesNow()).slice(6, 8);
  const first = (await payForBooking(requestFor(paid))).body as PlacedBooking;
  const second = (await payForBooking(requestFor(unpaid))).body as PlacedBooking;
  // The phone approves the first after the visitor closed the page; its webhook never arrives.
  const tx = fake.transactions.get(first.reference)!;
  tx.status = 'success';
  tx.paidAt = new Date().toISOString();
  const { db } = await getDatabase();
  await db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(inArray(bookings.reference, [first.reference, second.reference]));
  expect(await endBookingHolds(db)).toBe(1);
  expect((await bookingForPage(first.reference, keyOf(first)))!.booking).toMatchObject({ status: 'booked' });
  expect((await bookingForPage(second.reference, keyOf(second)))!.booking).toMatchObject({ status: 'expired' });
  expect(await isOpen(paid)).toBe(false);
  expect(await isOpen(unpaid)).toBe(true);
});

describe('the booking form posted without the page code', () => {
  const form = (time: { personId: number; startsAt: Date }, email: string) =>
    new URLSearchParams({
      consultation: 'herbalist',
      time: `${time.personId}|${time.startsAt.toISOString()}`,
      name: 'Kojo Antwi',
      phone: '0209998888',
      email,
      note: '',
      paymentMode: 'Momo',
    }).toString();

  it("sends the visitor to Paystack's page, and a double tap to the same page again", async () => {
    const [, , , , time] = await openTimesNow();
    const first = await postShopForm(bookingForm, '/bookings/new', form(time, 'kojo@example.com'));
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toMatch(/^https?:\/\//);
    const initialized = fake.initialized.at(-1) as { callback_url: string; reference: string };
    expect(initialized.callback_url).toMatch(new RegExp(`/bookings/${initialized.reference}\\?key=`));
    const again = await postShopForm(bookingForm, '/bookings/new', form(time, 'kojo@example.com'));
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
  });

  it('sends another visitor for the same time back to the page at the sentence, and refuses another site', async () => {
    const [, , , , , time] = await openTimesNow();
    const held = await postShopForm(bookingForm, '/bookings/new', form(time, 'yaa@example.com'));
    expect(held.headers.get('location')).toMatch(/^https?:\/\//);
    const refused = await postShopForm(bookingForm, '/bookings/new', form(time, 'efua@example.com'));
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/book/herbalist#refused-taken');
    const foreign = await postShopForm(bookingForm, '/bookings/new', form(time, 'efua@example.com'), {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe("the buyer's own changes from the booking's page", () => {
  async function booked(index: number) {
    const time = (await openTimesNow())[index];
    const placed = (await payForBooking(requestFor(time))).body as PlacedBooking;
    const tx = fake.transactions.get(placed.reference)!;
    tx.status = 'success';
    tx.paidAt = new Date().toISOString();
    const found = (await bookingForPage(placed.reference, keyOf(placed)))!;
    await refreshWaitingBooking(found);
    return { placed, key: keyOf(placed) };
  }
  const post = (route: typeof moveRoute, reference: string, fields: Record<string, string>, origin?: string) =>
    postShopForm(route, `/bookings/${reference}/x`, new URLSearchParams(fields).toString(), {
      headers: origin ? { origin } : {},
    });

  it('refuses a wrong key and another site, moves with the key, and cancels once with one refund', async () => {
    const { placed, key } = await booked(8);
    expect((await post(cancelRoute, placed.reference, { key: 'not-the-key' })).status).toBe(404);
    expect((await post(cancelRoute, placed.reference, { key }, 'https://elsewhere.example')).status).toBe(403);

    const [to] = (await openTimesNow()).slice(12);
    const moved = await post(moveRoute, placed.reference, { key, time: `${to.personId}|${to.startsAt.toISOString()}` });
    expect(moved.headers.get('location')).toBe(`/bookings/${placed.reference}?key=${key}&notice=moved`);
    expect((await bookingForPage(placed.reference, key))!.booking.startsAt).toEqual(to.startsAt);

    const [first, second] = await Promise.all([
      post(cancelRoute, placed.reference, { key }),
      post(cancelRoute, placed.reference, { key }),
    ]);
    expect([first.headers.get('location'), second.headers.get('location')]).toEqual([
      `/bookings/${placed.reference}?key=${key}&notice=cancelled`,
      `/bookings/${placed.reference}?key=${key}&notice=cancelled`,
    ]);
    expect((await bookingForPage(placed.reference, key))!.booking.status).toBe('cancelled');
    const asked = await fetch(`${fake.url}/_control/refunds?reference=${encodeURIComponent(placed.reference)}`);
    expect(((await asked.json()) as { asked: { amount: number }[] }).asked.map((one) => one.amount)).toEqual([5_000]);
  });
});
