import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { bookingPeople, bookings } from '@/lib/server/db/booking-schema';
import { holdUntil } from '@/lib/server/db/hold-until';
import { serverEnv } from '@/lib/server/env';
import { announcingPageRefreshes, recordPageRefresh } from '@/lib/site/page-cache/page-refresh';
import { queueBuyerBookingMail } from './booking-mails';
import { readSchedule, type Consultation } from './booking-schedule';
import { refuseTime, type TimeRefusal } from './open-times';

// Pay Now's hold on a time: the pending booking is recorded, and its time held, in one transaction under the
// person's lock, so two visitors, servers or connections can never both hold or book one person's time.

/** Every page that lists consultations or their open times. */
export const BOOKING_PAGES_TAG = '_N_T_/(site)/book/layout';

export type Booking = typeof bookings.$inferSelect;

export type HoldRequest = {
  consultation: Consultation;
  personId: number;
  startsAt: Date;
  reference: string;
  pageKey: string;
  buyer: { name: string; phone: string; email: string; note: string | null };
};

/** Locks one person's schedule row until the transaction ends: every change of their times takes it first. */
export async function lockPerson(tx: AppDatabase, personId: number): Promise<boolean> {
  const [row] = await tx
    .select({ personId: bookingPeople.personId })
    .from(bookingPeople)
    .where(eq(bookingPeople.personId, personId))
    .for('update');
  return Boolean(row);
}

/**
 * Records the booking and holds its time for BOOKING_HOLD_MINUTES (a consultation without a deposit is booked at
 * once), or says which rule the time breaks and writes nothing. The pages listing the time are refreshed.
 */
export async function holdTime(
  db: AppDatabase,
  request: HoldRequest,
): Promise<{ ok: true; booking: Booking } | { ok: false; refusal: TimeRefusal }> {
  const { consultation, personId, startsAt } = request;
  return announcingPageRefreshes(db, () =>
    db.transaction(async (tx) => {
      if (!(await lockPerson(tx, personId))) return { ok: false as const, refusal: 'outside-hours' as const };
      const schedule = await readSchedule(tx, consultation, new Date());
      const refusal = refuseTime(schedule, personId, startsAt);
      if (refusal) return { ok: false as const, refusal };
      const free = consultation.deposit === 0;
      const [booking] = await tx
        .insert(bookings)
        .values({
          reference: request.reference,
          pageKey: request.pageKey,
          consultationId: consultation.id,
          personId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + consultation.durationMinutes * 60_000),
          ...request.buyer,
          price: consultation.price,
          deposit: consultation.deposit,
          currency: consultation.currency,
          status: free ? 'booked' : 'held',
          holdExpiresAt: free ? null : holdUntil(serverEnv('BOOKING_HOLD_MINUTES')),
        })
        .returning();
      // Booked without a payment: confirmed now, so the buyer's mail is queued with it.
      if (free) await queueBuyerBookingMail(tx, booking, 'booked');
      await recordPageRefresh(tx, [BOOKING_PAGES_TAG]);
      return { ok: true as const, booking };
    }),
  );
}

/**
 * Ends the holds `which` picks among the held bookings, in the caller's transaction: their times are listed again, so
 * the pages are refreshed when any ended. Returns the bookings it ended.
 */
export async function endHolds(tx: AppDatabase, which: SQL): Promise<Booking[]> {
  const ended = await tx
    .update(bookings)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(bookings.status, 'held'), which))
    .returning();
  if (ended.length > 0) await recordPageRefresh(tx, [BOOKING_PAGES_TAG]);
  return ended;
}

/** Frees a held time at once when its payment cannot start (Paystack failed): the visitor cannot pay from the page. */
export async function releaseTime(db: AppDatabase, reference: string): Promise<void> {
  await announcingPageRefreshes(db, () => db.transaction((tx) => endHolds(tx, eq(bookings.reference, reference))));
}
