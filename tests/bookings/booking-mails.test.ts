/** @jest-environment node */
// What a buyer receives about a consultation, on PGlite and on Postgres: one 'booked' mail when the time is theirs
// (paid, or without a deposit at once), with its time in Ghana and the private page's link, whoever reports the
// payment and however often; nothing for a time only held, or paid after somebody else took it; and one reminder the
// day before, even when several instances run the round at the same moment.
import { eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { createPool, drizzleOnPool } from '@/lib/server/db/postgres';
import { bookings, consultations } from '@/lib/server/db/booking-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { deliverQueuedMail } from '@/lib/server/mail/deliver';
import { teamMembers } from '@/content/team';
import { ensureCatalogueSeeded } from '@/lib/catalogue/catalogue-store';
import { findConsultation, readSchedule, type Consultation } from '@/lib/bookings/booking-schedule';
import { holdTime, type HoldRequest } from '@/lib/bookings/booking-hold';
import { endBookingHolds } from '@/lib/bookings/booking-hold-round';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { bookingForPage } from '@/lib/bookings/booking-lookup';
import { remindBookings } from '@/lib/bookings/booking-reminder-round';
import { settleBooking } from '@/lib/bookings/booking-settle';
import { openTimes, type Interval } from '@/lib/bookings/open-times';
import { MONEY_SECRET, postEvent } from '../support/money-events';
import { backends } from '../support/order-backends';
import { unsentMail } from '../support/order-rows';
import { startSmtpCapture } from '../support/smtp-capture.mjs';

jest.setTimeout(120_000);

const SITE = 'https://book.mhv.test';
const OWNER = 'owner@mhv.test';
const HOUR = 3_600_000;
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
// Paystack's servers, faked: a hold that runs out is first asked about there (these were never paid).
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
  Object.assign(process.env, {
    PAYSTACK_API_URL: fake.url,
    PAYSTACK_SECRET_KEY: MONEY_SECRET,
    SITE_URL: SITE,
    ORDER_NOTIFY_EMAIL: OWNER,
    SMTP_URL: smtp.url,
  });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(async () => {
  for (const name of ['PAYSTACK_SECRET_KEY', 'PAYSTACK_API_URL', 'SITE_URL', 'ORDER_NOTIFY_EMAIL', 'SMTP_URL'])
    delete process.env[name];
  await smtp.stop();
  await fake.stop();
});

/** Ghana keeps GMT all year, so its wall clock is UTC's: written here without the site's formatter. */
function ghanaWords(instant: Date): string {
  const day = `${WEEKDAYS[instant.getUTCDay()]} ${instant.getUTCDate()} ${MONTHS[instant.getUTCMonth()]}`;
  return `${day} ${instant.getUTCFullYear()} at ${instant.toISOString().slice(11, 16)} (Ghana time)`;
}

const personName = (personId: number) => teamMembers[personId - 1].name;

async function openTimesNow() {
  const { db } = await getDatabase();
  // As on a running site, whose pages have read the catalogue (the team's names among it) by the time anyone books.
  await ensureCatalogueSeeded(db);
  const consultation = (await findConsultation(db, 'herbalist'))!;
  return { db, consultation, times: openTimes(await readSchedule(db, consultation, new Date())) };
}

const request = (consultation: Consultation, time: Interval, n: number): HoldRequest => ({
  consultation,
  personId: time.personId,
  startsAt: time.startsAt,
  reference: `MHB-TEST-${n}`,
  pageKey: `key-${n}`,
  buyer: { name: `Buyer ${n}`, phone: '0241234567', email: `buyer-${n}@example.com`, note: null },
});

const deposit = { kind: 'success' as const, amount: 5_000, currency: 'GHS' };
const charge = (reference: string) => ({
  event: 'charge.success',
  data: { reference, amount: 5_000, currency: 'GHS', status: 'success' },
});

async function mailsOf(reference: string) {
  const { db } = await getDatabase();
  return db.select().from(mailOutbox).where(eq(mailOutbox.reference, reference)).orderBy(mailOutbox.id);
}

async function waitFor(done: () => boolean | Promise<boolean>, ms = 10_000) {
  for (const end = Date.now() + ms; !(await done()) && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
}

describe.each(backends)('booking mails on $name', (backend) => {
  beforeEach(async () => {
    smtp.clear();
    await backend.setUp();
  });
  afterEach(async () => {
    // Every mail sent, the webhook's background deliveries included, before their database goes.
    const { db } = await getDatabase();
    await waitFor(async () => (await deliverQueuedMail()) && (await unsentMail(db)).length === 0);
    await backend.tearDown();
  });

  it("a paid booking gets one 'booked' mail with its Ghana time and private link, however often it is reported", async () => {
    const { db, consultation, times } = await openTimesNow();
    const [time] = times;
    await holdTime(db, request(consultation, time, 1));
    // Only held: nothing asks the buyer to complete anything.
    expect(await mailsOf('MHB-TEST-1')).toEqual([]);

    expect((await postEvent(charge('MHB-TEST-1'))).status).toBe(200);
    await settleBooking(db, 'MHB-TEST-1', deposit, 'verify');
    expect((await postEvent(charge('MHB-TEST-1'))).status).toBe(200);

    const mails = await mailsOf('MHB-TEST-1');
    expect(mails.map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: 'booked', recipient: 'buyer-1@example.com' },
    ]);
    const [mail] = mails;
    expect(mail.subject).toBe(
      `Your consultation is booked: Consultation with a herbalist, ${ghanaWords(time.startsAt)}`,
    );
    const link = `${SITE}/bookings/MHB-TEST-1?key=key-1`;
    for (const fact of [
      'Your consultation is booked.',
      `When: ${ghanaWords(time.startsAt)}`,
      'Where: At the health-care centre',
      `With: ${personName(time.personId)}`,
      'Paid: GHS 50.00',
      'Left to pay there: GHS 150.00',
      'Reference: MHB-TEST-1',
      'move or cancel it up to 2 hours before it starts',
      link,
    ]) {
      expect(mail.body).toContain(fact);
    }
    // The link opens this booking.
    const url = new URL(mail.body.match(/https:\/\/\S+/)![0]);
    const found = await bookingForPage(url.pathname.split('/')[2], url.searchParams.get('key'));
    expect(found?.booking).toMatchObject({ reference: 'MHB-TEST-1', status: 'booked' });

    // And it reaches the buyer through a mail server, once.
    await deliverQueuedMail();
    await waitFor(() => smtp.messages.some((message) => message.to.includes('buyer-1@example.com')));
    await deliverQueuedMail();
    const received = smtp.messages.filter((message) => message.to.includes('buyer-1@example.com'));
    expect(received).toHaveLength(1);
    expect(received[0].subject).toBe(mail.subject);
    expect(received[0].text).toContain(link);
  });

  it('a time only held, whose payment failed or whose hold ended, gets no mail', async () => {
    const { db, consultation, times } = await openTimesNow();
    await holdTime(db, request(consultation, times[0], 1));
    await settleBooking(db, 'MHB-TEST-1', { kind: 'failed' }, 'verify');
    await holdTime(db, request(consultation, times[1], 2));
    await db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.reference, 'MHB-TEST-2'));
    expect(await endBookingHolds(db)).toBe(1);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });

  it('a payment for a time somebody else took meanwhile mails the owner, never the buyer', async () => {
    const { db, consultation, times } = await openTimesNow();
    await holdTime(db, request(consultation, times[0], 1));
    await db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 60_000) });
    await holdTime(db, request(consultation, times[0], 2));
    await postEvent(charge('MHB-TEST-2'));
    await postEvent(charge('MHB-TEST-1'));
    const late = await mailsOf('MHB-TEST-1');
    expect(late.map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: 'double-booked', recipient: OWNER },
    ]);
    expect((await mailsOf('MHB-TEST-2')).map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: 'booked', recipient: 'buyer-2@example.com' },
    ]);
  });

  it("a consultation without a deposit is booked at Pay Now, with its 'booked' mail", async () => {
    const { db, consultation, times } = await openTimesNow();
    await db.update(consultations).set({ deposit: 0 }).where(eq(consultations.id, consultation.id));
    await holdTime(db, request({ ...consultation, deposit: 0 }, times[0], 1));
    const mails = await mailsOf('MHB-TEST-1');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'booked', recipient: 'buyer-1@example.com' });
    for (const fact of ['Paid: GHS 0.00', 'Left to pay there: GHS 200.00', `When: ${ghanaWords(times[0].startsAt)}`])
      expect(mails[0].body).toContain(fact);
  });

  it('reminds the day before, once, when rounds run at the same moment; a booking a week away not yet', async () => {
    const { db, consultation, times } = await openTimesNow();
    for (let n = 1; n <= 5; n++) {
      await holdTime(db, request(consultation, times[n - 1], n));
      await settleBooking(db, `MHB-TEST-${n}`, deposit, 'verify');
    }
    /** Moves a booking to start `inHours` from now, paid `paidHoursAgo` before now. */
    const place = (n: number, inHours: number, paidHoursAgo: number) => {
      const startsAt = new Date(Date.now() + inHours * HOUR);
      return db
        .update(bookings)
        .set({
          startsAt,
          endsAt: new Date(startsAt.getTime() + 30 * 60_000),
          paidAt: new Date(Date.now() - paidHoursAgo * HOUR),
          createdAt: new Date(Date.now() - paidHoursAgo * HOUR),
        })
        .where(eq(bookings.reference, `MHB-TEST-${n}`))
        .returning({ startsAt: bookings.startsAt });
    };
    const tomorrow = [await place(1, 20, 72), await place(2, 23, 72), await place(3, 2, 30)].map(([row]) => row);
    await place(4, 24 * 7, 72); // a week away
    await place(5, 20, 1); // booked an hour ago: its 'booked' mail is the reminder

    // On Postgres, two more instances with connections of their own; on PGlite, rounds share the one process.
    const pools = backend.name === 'postgres' ? [createPool(backend.url!, 2), createPool(backend.url!, 2)] : [];
    const counts = await Promise.all([
      remindBookings(db),
      remindBookings(db),
      ...pools.map((pool) => remindBookings(drizzleOnPool(pool))),
    ]);
    await Promise.all(pools.map((pool) => pool.end()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await remindBookings(db)).toBe(0);

    for (const [index, { startsAt }] of tomorrow.entries()) {
      const n = index + 1;
      const reminders = (await mailsOf(`MHB-TEST-${n}`)).filter((mail) => mail.kind.startsWith('reminder:'));
      expect(reminders).toHaveLength(1);
      expect(reminders[0].recipient).toBe(`buyer-${n}@example.com`);
      expect(reminders[0].subject).toBe(`Reminder: Consultation with a herbalist, ${ghanaWords(startsAt)}`);
      expect(reminders[0].body).toContain(`${SITE}/bookings/MHB-TEST-${n}?key=key-${n}`);
      expect(reminders[0].body).toContain('Left to pay there: GHS 150.00');
    }
    for (const n of [4, 5]) expect((await mailsOf(`MHB-TEST-${n}`)).map((mail) => mail.kind)).toEqual(['booked']);

    // The week goes by: the round finds it the day before.
    await place(4, 22, 24 * 6);
    expect(await remindBookings(db)).toBe(1);
    expect((await mailsOf('MHB-TEST-4')).map((mail) => mail.kind)).toEqual([
      'booked',
      expect.stringMatching(/^reminder:/),
    ]);
  });
});
