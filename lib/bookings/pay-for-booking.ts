import 'server-only';
import { randomBytes } from 'node:crypto';
import type { GuardAnswer } from '@/lib/server/http/guard/types';
import { withDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable, isUniqueViolation } from '@/lib/server/db/errors';
import { openPayment, type OpenedPayment } from '@/lib/paystack/open-payment';
import { PAYSTACK_CHANNELS } from '@/lib/paystack/paystack-terms';
import { paystackSecretKey } from '@/lib/paystack/paystack-settings';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { site } from '@/content/site';
import { findConsultation } from './booking-schedule';
import { holdTime, releaseTime, type Booking } from './booking-hold';
import { bookingRefusals, timeRefusals } from './booking-messages';
import { bookingPath } from './booking-path';
import { bookingIssueMessage, bookingRequestSchema, type BookingRequest } from './booking-request';

// Pay Now for a consultation: the time is held and the pending booking recorded in one transaction, then the deposit's
// transaction is fixed at Paystack. A consultation without a deposit is booked at once and nothing is paid online.

/** What the page needs to pay, or to show a booking made without a deposit. */
export type PlacedBooking = OpenedPayment & {
  reference: string;
  /** The deposit Paystack charges, in pesewas; 0 when nothing is paid online. */
  amount: number;
  currency: string;
  /** The booking's private page: only this browser is given its key. */
  bookingUrl: string;
  status: Booking['status'];
};

/** A reference of the bookings' own, in the characters Paystack accepts, told apart from an order's at a glance. */
const newReference = () =>
  `MHB-${Date.now().toString(36).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** 192 random bits, url-safe: the booking page's only protection, so it must not be guessable. */
const newPageKey = () => randomBytes(24).toString('base64url');

type Held = { ok: true; booking: Booking } | { ok: false; answer: GuardAnswer };

async function hold(request: BookingRequest): Promise<Held> {
  return withDatabase(async (db): Promise<Held> => {
    const consultation = await findConsultation(db, request.consultation);
    if (!consultation)
      return { ok: false, answer: { status: 404, body: { error: bookingRefusals.unknownConsultation } } };
    // A deposit is paid through a transaction only the secret key can open and check: without it, nothing is held.
    if (consultation.deposit > 0 && !paystackSecretKey())
      return { ok: false, answer: { status: 503, body: { error: bookingRefusals.notConfigured } } };
    const held = await holdTime(db, {
      consultation,
      personId: request.personId,
      startsAt: request.startsAt,
      reference: newReference(),
      pageKey: newPageKey(),
      buyer: { name: request.name, phone: request.phone, email: request.email, note: request.note },
    });
    if (held.ok) return held;
    // Taken is the race every popular time meets; the others are a stale page or a hand-made request.
    const status = held.refusal === 'taken' ? 409 : 422;
    return { ok: false, answer: { status, body: { error: timeRefusals[held.refusal] } } };
  });
}

/**
 * Validates a Pay Now, holds its time and (with a deposit) opens its payment. Answers 200 PlacedBooking, or { error }
 * with 400 (the request), 404 (no such consultation), 409 (the time is taken), 422 (the time breaks another rule),
 * 503 (the database or Paystack is unavailable: nothing held). `returnOrigin`: the site's origin as the visitor's
 * browser reached it, for Paystack's own checkout page to send them back to the booking.
 */
export async function payForBooking(input: unknown, returnOrigin?: string): Promise<GuardAnswer> {
  const parsed = bookingRequestSchema.safeParse(input);
  if (!parsed.success) return { status: 400, body: { error: bookingIssueMessage(parsed.error) } };
  const request = parsed.data;
  let held: Held;
  try {
    held = await hold(request);
  } catch (error) {
    if (isUniqueViolation(error)) {
      console.error('[booking] a new reference collided with another booking; nothing held.');
      return { status: 503, body: { error: bookingRefusals.unavailable } };
    }
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[booking] Pay Now: the database is unavailable; nothing held.', error);
    return { status: 503, body: { error: bookingRefusals.unavailable } };
  }
  if (!held.ok) return held.answer;
  const { booking } = held;
  const placed: PlacedBooking = {
    reference: booking.reference,
    amount: booking.deposit,
    currency: booking.currency,
    bookingUrl: bookingPath(booking.reference, booking.pageKey),
    status: booking.status,
  };
  if (booking.status === 'booked') {
    deliverQueuedMailSoon();
    return { status: 200, body: placed };
  }
  const opened = await openPayment(
    {
      email: booking.email,
      amount: booking.deposit,
      currency: booking.currency,
      reference: booking.reference,
      channels: PAYSTACK_CHANNELS[request.paymentMode],
      metadata: {
        name: booking.name,
        phone: booking.phone,
        shop: site.brand,
        consultation: request.consultation,
        startsAt: booking.startsAt.toISOString(),
      },
      ...(returnOrigin ? { callback_url: new URL(placed.bookingUrl, returnOrigin).href } : {}),
    },
    // The visitor cannot pay from the page, so the time is listed again at once rather than when the hold ends.
    () => withDatabase((db) => releaseTime(db, booking.reference)),
  );
  if (!opened) return { status: 503, body: { error: bookingRefusals.paystackUnavailable } };
  return { status: 200, body: { ...placed, ...opened } };
}
