import 'server-only';
import { shopAddress } from '@/lib/server/mail/shop-address';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { bookings } from '@/lib/server/db/booking-schema';
import type { BookingStatus, StatusSource } from '@/lib/server/db/stored-values';
import { queueMail } from '@/lib/server/mail/outbox';
import type { PaymentOutcome } from '@/lib/paystack/payment-outcome';
import { announcingPageRefreshes, recordPageRefresh } from '@/lib/site/page-cache/page-refresh';
import { formatMinorUnits } from '@/content/schema/money';
import { BOOKING_PAGES_TAG, endHolds, lockPerson, type Booking } from './booking-hold';
import { queueBuyerBookingMail } from './booking-mails';
import { takesItsTime } from './booking-schedule';

// Where a booking's payment is settled, whoever brings the news (Paystack's webhook, the buyer's return, the
// shop's own checks): one payment confirms one booking, however many report it and in whatever order.

/** Whether another booking of the person overlaps this one's time now, held (while its hold lasts) or booked. */
async function timeTaken(tx: AppDatabase, booking: Booking): Promise<boolean> {
  const [other] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.personId, booking.personId),
        ne(bookings.id, booking.id),
        lt(bookings.startsAt, booking.endsAt),
        gt(bookings.endsAt, booking.startsAt),
        takesItsTime,
      ),
    )
    .limit(1);
  return Boolean(other);
}

/** The owner's one mail about a payment for a time somebody else has: move it, or refund it. */
function doubleBookedMail(booking: Booking) {
  const paid = formatMinorUnits(booking.paidAmount ?? 0, booking.currency);
  return {
    reference: booking.reference,
    kind: 'double-booked',
    recipient: shopAddress(),
    subject: `Double-booked: ${booking.reference} paid ${paid} for a time already taken`,
    body: [
      `${booking.name} (${booking.phone}, ${booking.email}) paid ${paid} for ${booking.startsAt.toISOString()} after`,
      'the hold on that time had ended, and the time had been taken meanwhile.',
      '',
      'Please move this booking to another free time, or refund the deposit, and tell the buyer.',
    ].join('\n'),
  };
}

type Settled = { booking: Booking | null; becameBooked: boolean };

/**
 * Applies one report of a payment in one transaction, under the booking's row lock and then the person's. A success
 * for the deposit books the time: the held time at once, and a time whose hold ended if nobody took it meanwhile;
 * otherwise the booking is 'double-booked' and the owner gets one mail. The buyer's 'booked' mail is queued with the
 * booking, so it goes once, and only for a time that is theirs. A success for another amount or currency
 * never books. A failure ends a hold. Anything else changes nothing.
 */
export async function settleBooking(
  db: AppDatabase,
  reference: string,
  outcome: PaymentOutcome,
  source: StatusSource,
): Promise<Settled> {
  return announcingPageRefreshes(db, () =>
    db.transaction(async (tx): Promise<Settled> => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.reference, reference)).for('update');
      if (!booking) return { booking: null, becameBooked: false };
      const open = booking.status === 'held' || booking.status === 'expired';
      if (!open) return { booking, becameBooked: false };
      if (outcome.kind === 'failed' || outcome.kind === 'abandoned') {
        const [ended] = await endHolds(tx, eq(bookings.id, booking.id));
        return { booking: ended ?? booking, becameBooked: false };
      }
      if (outcome.kind !== 'success') return { booking, becameBooked: false };
      if (outcome.amount !== booking.deposit || outcome.currency !== booking.currency) {
        console.warn(
          `[booking] ${reference}: Paystack reports ${outcome.amount} ${outcome.currency}, not the deposit.`,
        );
        return { booking, becameBooked: false };
      }
      await lockPerson(tx, booking.personId);
      const status: BookingStatus = (await timeTaken(tx, booking)) ? 'double-booked' : 'booked';
      const [paid] = await tx
        .update(bookings)
        .set({ status, paidAmount: outcome.amount, paidAt: new Date(), holdExpiresAt: null, updatedAt: new Date() })
        .where(eq(bookings.id, booking.id))
        .returning();
      // The buyer hears of a double booking from the owner, who first chooses between another time and a refund.
      if (status === 'double-booked') await queueMail(tx, [doubleBookedMail(paid)]);
      else await queueBuyerBookingMail(tx, paid, 'booked');
      await recordPageRefresh(tx, [BOOKING_PAGES_TAG]);
      console.info(`[booking] ${reference} ${status} (${source}).`);
      return { booking: paid, becameBooked: status === 'booked' };
    }),
  );
}
