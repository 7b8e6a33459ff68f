/** @jest-environment node */
// The consultations of a fresh install and the schedule read from the database, on PGlite and on Postgres.
import { count, eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { bookingPeople, bookings, consultationPeople, consultations } from '@/lib/server/db/booking-schema';
import { ensureBookingsSeeded } from '@/lib/bookings/booking-store';
import { findConsultation, readSchedule } from '@/lib/bookings/booking-schedule';
import { bookingDay, openTimes } from '@/lib/bookings/open-times';
import { consultationSchema } from '@/content/schema/consultation';
import { consultations as seed } from '@/content/consultations';
import { backends } from '../support/order-backends';

jest.setTimeout(120_000);

const DAY = 24 * 3_600_000;

it("the seed passes the consultations' own checks", () => {
  for (const consultation of seed) expect(consultationSchema.safeParse(consultation).success).toBe(true);
});

describe.each(backends)('consultations on $name', (backend) => {
  beforeEach(() => backend.setUp());
  afterEach(() => backend.tearDown());

  it('two instances starting at once write the seed once, and it offers times on each of the next 14 days but Sundays', async () => {
    const { db } = await getDatabase();
    await Promise.all([ensureBookingsSeeded(db), ensureBookingsSeeded(db)]);
    await ensureBookingsSeeded(db);
    expect((await db.select({ n: count() }).from(consultations))[0].n).toBe(seed.length);
    expect((await db.select({ n: count() }).from(consultationPeople))[0].n).toBe(2);
    expect((await db.select({ n: count() }).from(bookingPeople))[0].n).toBe(2);

    const consultation = (await findConsultation(db, 'herbalist'))!;
    const now = new Date();
    const days = new Set(openTimes(await readSchedule(db, consultation, now)).map((time) => bookingDay(time.startsAt)));
    for (let ahead = 1; ahead <= 14; ahead++) {
      const day = bookingDay(new Date(now.getTime() + ahead * DAY));
      expect([day, days.has(day)]).toEqual([day, new Date(`${day}T00:00:00Z`).getUTCDay() !== 0]);
    }
  });

  it('a booked time is taken for its person; a hold that ended frees it; a deposit above the price is refused', async () => {
    const { db } = await getDatabase();
    await ensureBookingsSeeded(db);
    const consultation = (await findConsultation(db, 'herbalist'))!;
    const now = new Date();
    const [first] = openTimes(await readSchedule(db, consultation, now));
    const booking = {
      pageKey: 'k',
      consultationId: consultation.id,
      personId: first.personId,
      startsAt: first.startsAt,
      endsAt: first.endsAt,
      name: 'Esi',
      phone: '0241234567',
      email: 'esi@example.com',
      price: 20_000,
      deposit: 5_000,
      currency: 'GHS' as const,
    };
    await db
      .insert(bookings)
      .values({ ...booking, reference: 'MHB-1', status: 'held', holdExpiresAt: new Date(now.getTime() - 1000) });
    expect(openTimes(await readSchedule(db, consultation, now))[0]).toEqual(first);
    await db.insert(bookings).values({ ...booking, reference: 'MHB-2', status: 'booked' });
    const after = openTimes(await readSchedule(db, consultation, now));
    expect(
      after.some((time) => time.personId === first.personId && time.startsAt.getTime() === first.startsAt.getTime()),
    ).toBe(false);
    expect(
      after.some((time) => time.personId !== first.personId && time.startsAt.getTime() === first.startsAt.getTime()),
    ).toBe(true);

    await expect(
      db.update(consultations).set({ deposit: 30_000 }).where(eq(consultations.id, consultation.id)),
    ).rejects.toThrow();
  });
});
