import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import type { PaystackEvent } from '@/lib/paystack/paystack-events';
import type { PaymentEvents } from '@/lib/paystack/paystack-webhook';
import { paystackStatus, refundOfEvent } from '@/lib/paystack/refund-book';
import { settleBooking } from './booking-settle';
import { lockBooking, moveBookingRefund } from './booking-refunds';

// What Paystack's events do to the bookings: a charge pays a booking's deposit, and a refund event moves the refund
// of a cancelled booking's deposit (or records one made in Paystack's dashboard). Null for a reference that is no
// booking's, so the next feature is asked.

type RefundEvent = Extract<PaystackEvent, { type: 'refund' }>;

/** Moves the refund the event is about, under the booking's lock; null when the reference is no booking's. */
async function applyRefundEvent(event: RefundEvent): Promise<string | null> {
  const { db } = await getDatabase();
  const outcome = await db.transaction(async (tx) => {
    if (!(await lockBooking(tx, event.reference))) return null;
    const refund = await refundOfEvent(tx, event);
    const { moved } = await moveBookingRefund(tx, refund, paystackStatus(event.status), {
      paystackId: event.paystackId,
    });
    return moved ? 'moved' : 'unchanged';
  });
  return outcome && `${event.name} for booking ${event.reference} (refund ${event.paystackId}): ${outcome}.`;
}

export const bookingPaymentEvents: PaymentEvents = async (event) => {
  if (event.type === 'refund') return applyRefundEvent(event);
  if (event.type !== 'charge') return null;
  const { db } = await getDatabase();
  const { booking } = await settleBooking(
    db,
    event.reference,
    { kind: 'success', amount: event.amount, currency: event.currency },
    'webhook',
  );
  if (!booking) return null;
  // A mail the payment queued (the owner's, for a double booking) goes out in the background.
  deliverQueuedMailSoon();
  return `charge.success for booking ${booking.reference}; it is ${booking.status}.`;
};
