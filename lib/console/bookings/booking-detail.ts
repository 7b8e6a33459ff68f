import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings, consultations } from '@/lib/server/db/booking-schema';
import { refunds } from '@/lib/server/db/money-schema';
import { peopleNames } from '@/lib/bookings/booking-people';
import { readSchedule } from '@/lib/bookings/booking-schedule';
import { openTimes } from '@/lib/bookings/open-times';

// One booking as its console page shows it: the buyer, the consultation, the money paid and given back, and the open
// times of the same consultation it could move to, each with the person who offers it.

/** Enough times to choose from on a phone: the next few days of every person. */
const MOVE_CHOICES = 60;

/** A time the booking can move to, as the form's choice sends it: `<person id>@<ISO start>`. */
export const moveChoice = (time: { personId: number; startsAt: Date }) =>
  `${time.personId}@${time.startsAt.toISOString()}`;

/** The booking with that reference and what its page shows beside it, or null when there is none. */
export async function bookingDetail(reference: string) {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ booking: bookings, consultation: consultations })
    .from(bookings)
    .innerJoin(consultations, eq(consultations.id, bookings.consultationId))
    .where(eq(bookings.reference, reference));
  if (!row) return null;
  const { booking, consultation } = row;
  const times = openTimes(await readSchedule(db, consultation, new Date())).slice(0, MOVE_CHOICES);
  const names = await peopleNames(db, [...new Set([booking.personId, ...times.map((time) => time.personId)])]);
  const paidBack = await db.select().from(refunds).where(eq(refunds.reference, reference)).orderBy(asc(refunds.id));
  return {
    booking,
    consultation,
    person: names.get(booking.personId) ?? '',
    /** Whether its time has begun: only then can it be marked attended or no-show. */
    started: booking.startsAt.getTime() <= Date.now(),
    moves: times.map((time) => ({
      value: moveChoice(time),
      startsAt: time.startsAt,
      person: names.get(time.personId)!,
    })),
    refunds: paidBack,
  };
}

export type BookingDetail = NonNullable<Awaited<ReturnType<typeof bookingDetail>>>;
