/** @jest-environment node */
// A consultation's time from Pay Now to booked, on PGlite and on Postgres: Pay Now holds the time with the pending
// booking or is refused (twenty at once: tests/bookings/pay-now-race.test.ts); a hold that ends lists the time
// again; one payment books once whoever reports it; a late payment takes the time if it is free and is
// 'double-booked' with one mail to the owner if not.
import { count, eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { serverEnv } from '@/lib/server/env';
import { bookings, consultations } from '@/lib/server/db/booking-schema';
import { pageRefreshes } from '@/lib/server/db/catalogue-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { findConsultation, readSchedule, type Consultation } from '@/lib/bookings/booking-schedule';
import { holdTime, releaseTime, type HoldRequest } from '@/lib/bookings/booking-hold';
import { endBookingHolds } from '@/lib/bookings/booking-hold-round';
import { settleBooking } from '@/lib/bookings/booking-settle';
import { openTimes } from '@/lib/bookings/open-times';
import { MONEY_SECRET, postEvent } from '../support/money-events';
import { backends } from '../support/order-backends';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';

jest.setTimeout(120_000);
// Paystack's servers, faked: a hold that runs out is first asked about there (these were never paid).
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;
beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
  Object.assign(process.env, { PAYSTACK_SECRET_KEY: MONEY_SECRET, PAYSTACK_API_URL: fake.url });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(async () => {
  delete process.env.PAYSTACK_API_URL;
  await fake.stop();
});

const buyer = { name: 'Esi Mensah', phone: '0241234567', email: 'esi@example.com', note: null };

async function firstTime() {
  const { db } = await getDatabase();
  const consultation = (await findConsultation(db, 'herbalist'))!;
  const [time] = openTimes(await readSchedule(db, consultation, new Date()));
  return { db, consultation, time };
}

const request = (consultation: Consultation, time: { personId: number; startsAt: Date }, n: number): HoldRequest => ({
  consultation,
  personId: time.personId,
  startsAt: time.startsAt,
  reference: `MHB-TEST-${n}`,
  pageKey: `key-${n}`,
  buyer,
});

const isOpen = async (consultation: Consultation, time: { personId: number; startsAt: Date }) => {
  const { db } = await getDatabase();
  return openTimes(await readSchedule(db, consultation, new Date())).some(
    (open) => open.personId === time.personId && open.startsAt.getTime() === time.startsAt.getTime(),
  );
};

const statusOf = async (reference: string) => {
  const { db } = await getDatabase();
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.reference, reference));
  return row?.status;
};

const endHold = async (reference: string) => {
  const { db } = await getDatabase();
  await db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(bookings.reference, reference));
};

const charge = (reference: string, amount = 5_000) => ({
  event: 'charge.success',
  data: { reference, amount, currency: 'GHS', status: 'success' },
});

describe.each(backends)('bookings on $name', (backend) => {
  beforeEach(() => backend.setUp());
  afterEach(() => backend.tearDown());

  it('holds the time with the pending booking, refuses a second Pay Now for it, and tells the pages', async () => {
    const { db, consultation, time } = await firstTime();
    const refreshes = (await db.select({ n: count() }).from(pageRefreshes))[0].n;
    const held = await holdTime(db, request(consultation, time, 1));
    expect(held).toMatchObject({ ok: true, booking: { status: 'held', deposit: 5_000, reference: 'MHB-TEST-1' } });
    expect(await isOpen(consultation, time)).toBe(false);
    expect((await db.select({ n: count() }).from(pageRefreshes))[0].n).toBe(refreshes + 1);
    expect(await holdTime(db, request(consultation, time, 2))).toEqual({ ok: false, refusal: 'taken' });
    expect(await statusOf('MHB-TEST-2')).toBeUndefined();

    // Paystack failed at Pay Now: the time is free again at once.
    await releaseTime(db, 'MHB-TEST-1');
    expect(await statusOf('MHB-TEST-1')).toBe('expired');
    expect(await isOpen(consultation, time)).toBe(true);
  });

  it('one payment books once, whether the webhook, the browser or a check reports it, and thrice', async () => {
    const { db, consultation, time } = await firstTime();
    await holdTime(db, request(consultation, time, 1));
    expect((await postEvent(charge('MHB-TEST-1'))).status).toBe(200);
    const again = await settleBooking(db, 'MHB-TEST-1', { kind: 'success', amount: 5_000, currency: 'GHS' }, 'verify');
    expect(again).toMatchObject({ becameBooked: false, booking: { status: 'booked', paidAmount: 5_000 } });
    expect((await postEvent(charge('MHB-TEST-1'))).status).toBe(200);
    expect(await statusOf('MHB-TEST-1')).toBe('booked');
    expect(await isOpen(consultation, time)).toBe(false);
  });

  it('a success for another amount never books, and a failure ends the hold', async () => {
    const { db, consultation, time } = await firstTime();
    await holdTime(db, request(consultation, time, 1));
    await postEvent(charge('MHB-TEST-1', 100));
    expect(await statusOf('MHB-TEST-1')).toBe('held');
    await settleBooking(db, 'MHB-TEST-1', { kind: 'failed' }, 'verify');
    expect(await statusOf('MHB-TEST-1')).toBe('expired');
    expect(await isOpen(consultation, time)).toBe(true);
  });

  it('a hold that ends lists the time again; a late payment takes it while it is free', async () => {
    const { db, consultation, time } = await firstTime();
    await holdTime(db, request(consultation, time, 1));
    await endHold('MHB-TEST-1');
    expect(await isOpen(consultation, time)).toBe(true);
    expect(await endBookingHolds(db)).toBe(1);
    expect(await endBookingHolds(db)).toBe(0);
    expect(await statusOf('MHB-TEST-1')).toBe('expired');
    await postEvent(charge('MHB-TEST-1'));
    expect(await statusOf('MHB-TEST-1')).toBe('booked');
    expect(await isOpen(consultation, time)).toBe(false);
  });

  it("a late payment for a time taken meanwhile is 'double-booked', with one mail to the owner", async () => {
    const { db, consultation, time } = await firstTime();
    await holdTime(db, request(consultation, time, 1));
    await endHold('MHB-TEST-1');
    expect(await holdTime(db, request(consultation, time, 2))).toMatchObject({ ok: true });
    await postEvent(charge('MHB-TEST-2'));
    for (let report = 0; report < 3; report++) await postEvent(charge('MHB-TEST-1'));
    expect(await statusOf('MHB-TEST-1')).toBe('double-booked');
    expect(await statusOf('MHB-TEST-2')).toBe('booked');
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.reference, 'MHB-TEST-1'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'double-booked',
      recipient: serverEnv('ORDER_NOTIFY_EMAIL'),
    });
    expect(mails[0].subject).toContain('Double-booked');
  });

  it('a consultation without a deposit is booked at Pay Now', async () => {
    const { db, consultation, time } = await firstTime();
    await db.update(consultations).set({ deposit: 0 }).where(eq(consultations.id, consultation.id));
    const free = await holdTime(db, request({ ...consultation, deposit: 0 }, time, 1));
    expect(free).toMatchObject({ ok: true, booking: { status: 'booked', holdExpiresAt: null } });
  });
});
