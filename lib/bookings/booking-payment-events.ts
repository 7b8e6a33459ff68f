import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import type { PaymentEvents } from '@/lib/paystack/paystack-webhook';
import { settleBooking } from './booking-settle';

// What Paystack's events do to the bookings: a charge pays a booking's deposit. Null for a reference that is no
// booking's, so the next feature is asked.

export const bookingPaymentEvents: PaymentEvents = async (event) => {
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
