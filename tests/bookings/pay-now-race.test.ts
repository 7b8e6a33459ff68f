/** @jest-environment node */
// Twenty visitors press Pay Now for the same consultation time at the same instant, on PGlite and on Postgres (where
// the requests run side by side, as they do across instances sharing one database): one transaction is opened at
// Paystack, and the nineteen others are told the time was just taken, with nothing held for them.
import { and, count, eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings } from '@/lib/server/db/booking-schema';
import { findConsultation, readSchedule } from '@/lib/bookings/booking-schedule';
import { openTimes } from '@/lib/bookings/open-times';
import { payForBooking } from '@/lib/bookings/pay-for-booking';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { backends } from '../support/order-backends';

jest.setTimeout(60_000);

const SECRET = 'sk_test_booking_race';
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: SECRET });
  process.env.PAYSTACK_SECRET_KEY = SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(async () => {
  delete process.env.PAYSTACK_SECRET_KEY;
  delete process.env.PAYSTACK_API_URL;
  await fake.stop();
});

it.each(backends)('on $name, twenty Pay Nows for one time: one Paystack initialize, nineteen 409s', async (backend) => {
  await backend.setUp();
  try {
    const { db } = await getDatabase();
    const consultation = (await findConsultation(db, 'herbalist'))!;
    const [time] = openTimes(await readSchedule(db, consultation, new Date()));
    const before = fake.initialized.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        payForBooking({
          consultation: 'herbalist',
          personId: time.personId,
          startsAt: time.startsAt.toISOString(),
          name: `Visitor ${n}`,
          phone: '0240000000',
          email: `visitor-${n}@example.com`,
          paymentMode: 'Momo',
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toEqual(
      Array.from({ length: 19 }, () => ({
        status: 409,
        body: { error: 'That time was just taken. Please choose another.' },
      })),
    );
    expect(fake.initialized.length - before).toBe(1);
    const rows = await db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.personId, time.personId), eq(bookings.startsAt, time.startsAt)));
    expect(rows[0].n).toBe(1);
  } finally {
    await backend.tearDown();
  }
});
