/** @jest-environment node */
// A booked consultation afterwards, on PGlite and on Postgres, against the fake Paystack: a move frees the old time
// and takes the new one with one mail to the buyer however often it is pressed, a time that is not open is refused
// with its sentence, a buyer cannot change it inside the minimum notice, a cancel refunds the deposit once under two
// presses at the same instant (Paystack's refund event then settles it), and attended and no-show are marked once
// the time has begun.
import { and, count, eq, like } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings } from '@/lib/server/db/booking-schema';
import { pageRefreshes } from '@/lib/server/db/catalogue-schema';
import { refunds } from '@/lib/server/db/money-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { findConsultation, readSchedule, type Consultation } from '@/lib/bookings/booking-schedule';
import { holdTime } from '@/lib/bookings/booking-hold';
import { settleBooking } from '@/lib/bookings/booking-settle';
import { cancelBooking, markBooking, moveBooking, type ChangeActor } from '@/lib/bookings/booking-changes';
import { timeRefusals } from '@/lib/bookings/booking-messages';
import { openTimes, type Interval } from '@/lib/bookings/open-times';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { MONEY_SECRET, paidAtFake, postEvent, refundEvent } from '../support/money-events';
import { backends } from '../support/order-backends';

jest.setTimeout(120_000);

const staff: ChangeActor = { kind: 'staff', email: 'staff@example.org', id: 'u-staff', address: '10.0.0.2' };
const buyer: ChangeActor = { kind: 'buyer' };
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
  process.env.PAYSTACK_SECRET_KEY = MONEY_SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(async () => {
  await fake.stop();
});

async function schedule() {
  const { db } = await getDatabase();
  const consultation = (await findConsultation(db, 'herbalist'))!;
  return { db, consultation, open: openTimes(await readSchedule(db, consultation, new Date())) };
}

const isOpen = async (time: Interval) =>
  (await schedule()).open.some(
    (open) => open.personId === time.personId && open.startsAt.getTime() === time.startsAt.getTime(),
  );

/** A booking of `time`, its deposit paid (and known to the fake Paystack, which refunds only what it was paid). */
async function booked(consultation: Consultation, time: Interval, reference: string) {
  const { db } = await getDatabase();
  const buyerFields = { name: 'Esi Mensah', phone: '0241234567', email: 'esi@example.com', note: null };
  const request = { consultation, ...time, reference, pageKey: `key-${reference}`, buyer: buyerFields };
  expect(await holdTime(db, request)).toMatchObject({ ok: true });
  const paid = { kind: 'success', amount: consultation.deposit, currency: 'GHS' } as const;
  expect((await settleBooking(db, reference, paid, 'webhook')).booking?.status).toBe('booked');
  paidAtFake(fake.transactions as Map<string, Record<string, unknown>>, reference, consultation.deposit);
}

const mailsOf = async (reference: string, kind: string) => {
  const { db } = await getDatabase();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.reference, reference), like(mailOutbox.kind, kind)));
};

const logged = async (reference: string, action: string) => {
  const { db } = await getDatabase();
  const where = and(eq(staffActivity.reference, reference), eq(staffActivity.action, action));
  return (await db.select({ n: count() }).from(staffActivity).where(where))[0].n;
};

/** Puts the booking `minutes` from now, as if the day had come round to it. */
async function startsIn(reference: string, minutes: number) {
  const { db } = await getDatabase();
  const startsAt = new Date(Date.now() + minutes * 60_000);
  await db
    .update(bookings)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) })
    .where(eq(bookings.reference, reference));
}

describe.each(backends)('booking changes on $name', (backend) => {
  beforeEach(() => backend.setUp());
  afterEach(() => backend.tearDown());

  it('moves a booking: the old time is listed again, the new one is gone, and the buyer gets one mail for two presses', async () => {
    const { db, consultation, open } = await schedule();
    const [from, , to] = open;
    await booked(consultation, from, `MHB-MOVE-${backend.name}`);
    const reference = `MHB-MOVE-${backend.name}`;
    const refreshes = (await db.select({ n: count() }).from(pageRefreshes))[0].n;
    const presses = await Promise.all([1, 2].map(() => moveBooking(db, reference, to, staff)));
    expect(presses.map((press) => press.kind).sort()).toEqual(['changed', 'unchanged']);
    expect(await isOpen(from)).toBe(true);
    expect(await isOpen(to)).toBe(false);
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row).toMatchObject({ status: 'booked', personId: to.personId, startsAt: to.startsAt });
    const mails = await mailsOf(reference, 'moved:%');
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('We have moved your consultation to a new time.');
    expect(mails[0].body).toContain(`/bookings/${reference}?key=key-${reference}`);
    expect(await logged(reference, 'booking_moved')).toBe(1);
    expect((await db.select({ n: count() }).from(pageRefreshes))[0].n).toBeGreaterThan(refreshes);
  });

  it('refuses a move to a taken time or one outside the hours, with the sentence the visitor reads, and changes nothing', async () => {
    const { db, consultation, open } = await schedule();
    const [mine, theirs] = open.filter((time) => time.personId === open[0].personId);
    await booked(consultation, mine, 'MHB-STAY');
    await booked(consultation, theirs, 'MHB-OTHER');
    const taken = await moveBooking(db, 'MHB-STAY', theirs, staff);
    expect(taken).toEqual({ kind: 'refused', refusal: 'taken' });
    expect(timeRefusals.taken).toBe('That time was just taken. Please choose another.');
    const offGrid = { personId: mine.personId, startsAt: new Date(mine.startsAt.getTime() + 7 * 60_000) };
    expect(await moveBooking(db, 'MHB-STAY', offGrid, staff)).toEqual({ kind: 'refused', refusal: 'outside-hours' });
    expect(await moveBooking(db, 'MHB-NONE', theirs, staff)).toEqual({ kind: 'refused', refusal: 'unknown' });
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, 'MHB-STAY'));
    expect(row.startsAt).toEqual(mine.startsAt);
    expect(await mailsOf('MHB-STAY', 'moved:%')).toHaveLength(0);
  });

  it('refuses the buyer a move or a cancel inside the minimum notice, and lets staff move it', async () => {
    const { db, consultation, open } = await schedule();
    await booked(consultation, open[0], 'MHB-LATE');
    await startsIn('MHB-LATE', 60);
    expect(await moveBooking(db, 'MHB-LATE', open[1], buyer)).toEqual({ kind: 'refused', refusal: 'notice' });
    expect(await cancelBooking(db, 'MHB-LATE', buyer)).toEqual({ kind: 'refused', refusal: 'notice' });
    expect((await fetchAsked('MHB-LATE')).length).toBe(0);
    expect((await moveBooking(db, 'MHB-LATE', open[1], staff)).kind).toBe('changed');
  });

  it('cancels with the deposit refunded once when two presses arrive at once, then settles it by Paystack’s event', async () => {
    const { db, consultation, open } = await schedule();
    const reference = `MHB-CANCEL-${backend.name}`;
    await booked(consultation, open[0], reference);
    const presses = await Promise.all([cancelBooking(db, reference, staff), cancelBooking(db, reference, staff)]);
    expect(presses.map((press) => press.kind).sort()).toEqual(['cancelled', 'unchanged']);
    expect(presses.find((press) => press.kind === 'cancelled')).toMatchObject({ refund: { kind: 'asked' } });
    expect(await fetchAsked(reference)).toEqual([
      expect.objectContaining({ transaction: reference, amount: consultation.deposit }),
    ]);
    const rows = await db.select().from(refunds).where(eq(refunds.reference, reference));
    expect(rows).toEqual([expect.objectContaining({ amount: consultation.deposit, status: 'pending' })]);
    expect(await isOpen(open[0])).toBe(true);
    const mails = await mailsOf(reference, 'cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('is refunded to the account you paid from');
    expect(await logged(reference, 'booking_cancelled')).toBe(1);
    const processed = refundEvent('refund.processed', rows[0].paystackId!, reference, consultation.deposit);
    expect((await postEvent(processed)).status).toBe(200);
    expect((await postEvent(processed)).status).toBe(200);
    const [after] = await db.select().from(refunds).where(eq(refunds.reference, reference));
    expect(after.status).toBe('processed');
    expect(await cancelBooking(db, reference, staff)).toMatchObject({ kind: 'unchanged' });
    expect(await fetchAsked(reference)).toHaveLength(1);
  });

  it('marks attended or no-show only once the time has begun, and logs each change once', async () => {
    const { db, consultation, open } = await schedule();
    await booked(consultation, open[0], 'MHB-MARK');
    expect(await markBooking(db, 'MHB-MARK', 'no-show', staff)).toEqual({ kind: 'refused', refusal: 'not-started' });
    await startsIn('MHB-MARK', -10);
    expect((await markBooking(db, 'MHB-MARK', 'no-show', staff)).kind).toBe('changed');
    expect((await markBooking(db, 'MHB-MARK', 'no-show', staff)).kind).toBe('unchanged');
    expect((await markBooking(db, 'MHB-MARK', 'attended', staff)).kind).toBe('changed');
    expect(await logged('MHB-MARK', 'booking_no_show')).toBe(1);
    expect(await logged('MHB-MARK', 'booking_attended')).toBe(1);
    expect(await cancelBooking(db, 'MHB-MARK', staff)).toEqual({ kind: 'refused', refusal: 'not-booked' });
  });
});

async function fetchAsked(reference: string): Promise<{ transaction: string; amount: number }[]> {
  const answer = await fetch(`${fake.url}/_control/refunds?reference=${encodeURIComponent(reference)}`);
  return ((await answer.json()) as { asked: { transaction: string; amount: number }[] }).asked;
}
