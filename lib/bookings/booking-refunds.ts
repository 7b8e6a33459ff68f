import 'server-only';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { bookings } from '@/lib/server/db/booking-schema';
import { refunds, type RefundStatus } from '@/lib/server/db/money-schema';
import { refundById, stepRefund, type RefundChange, type RefundRow } from '@/lib/paystack/refund-book';
import type { Booking } from './booking-hold';

// A booking's deposit going back: the refund is written in the refunds book the shop's orders share, and every move
// of it, like every change of the booking, is made under the booking's row lock.

/** Locks the booking's row until the transaction ends; null when there is no such booking. */
export async function lockBooking(tx: AppDatabase, reference: string): Promise<Booking | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.reference, reference)).for('update');
  return row ?? null;
}

/** Records a move of a booking's refund, under the booking's lock like every other change of it. */
export async function moveBookingRefund(tx: AppDatabase, refund: RefundRow, to: RefundStatus, change: RefundChange) {
  await lockBooking(tx, refund.reference);
  return stepRefund(tx, await refundById(tx, refund.id), to, change);
}

/**
 * Writes the refund of the deposit paid, as 'asking', keyed once per booking; null when nothing was paid. `staff`:
 * who cancelled, or null when the buyer did.
 */
export async function reserveRefund(
  tx: AppDatabase,
  booking: Booking,
  staff: { email: string; id?: string | null } | null,
): Promise<RefundRow | null> {
  if (!booking.paidAmount) return null;
  const [refund] = await tx
    .insert(refunds)
    .values({
      reference: booking.reference,
      amount: booking.paidAmount,
      reason: `Consultation cancelled by ${staff ? 'us' : 'the buyer'}: the deposit goes back.`,
      status: 'asking',
      requestKey: `booking-cancel:${booking.reference}`,
      actorId: staff?.id ?? '',
      actorEmail: staff?.email ?? booking.email,
    })
    .returning();
  return refund;
}
