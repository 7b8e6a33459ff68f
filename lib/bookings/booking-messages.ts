import { buyerContactRefusals } from '@/content/schema/buyer-contact-limits';
import { PAYSTACK_UNAVAILABLE } from '@/lib/paystack/paystack-terms';
import type { TimeRefusal } from './open-times';

// Every sentence a visitor reads while booking, each written once: the form's labels, what the page says, and the
// server's refusals, which the page shows as they arrive. Safe for the browser.

/** The longest note a visitor may leave about what they would like to talk about. */
export const MAX_NOTE_LENGTH = 1000;

/** The booking form's own labels; the buyer's fields are the checkout's (components/forms/buyer-contact-fields.tsx). */
export const bookingLabels = {
  note: 'What would you like to talk about?',
  payNow: 'Pay Now',
  bookNow: 'Book Now',
  time: 'Choose a time',
};

/** Why a proposed time cannot be had, one sentence per rule of the open times. */
export const timeRefusals: Record<TimeRefusal, string> = {
  taken: 'That time was just taken. Please choose another.',
  past: 'That time has already passed. Please choose another.',
  notice: 'That time is too soon to book online. Please choose a later time, or call us.',
  horizon: 'That time is too far ahead to book yet. Please choose an earlier time.',
  'outside-hours': 'Nobody offers this consultation at that time. Please choose one of the times listed.',
};

/** Why the server refused a booking, in the visitor's words. */
export const bookingRefusals = {
  ...buyerContactRefusals,
  notAnObject: 'The booking must be a JSON object.',
  unexpected: (keys: string[]) => `Unexpected field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}.`,
  consultation: 'Please choose a consultation.',
  time: 'Please choose a time.',
  person: 'Please choose who you would like to see.',
  noteTooLong: `What you would like to talk about must be at most ${MAX_NOTE_LENGTH} characters.`,
  paymentMode: 'Payment Mode must be Momo or Card.',
  unknownConsultation: 'This consultation is no longer offered. Please choose another.',
  unavailable: 'Bookings are temporarily unavailable. Please try again in a few minutes, or call us.',
  paystackUnavailable: PAYSTACK_UNAVAILABLE,
  notConfigured: 'Online payment is not configured yet. Please call us to book this consultation.',
  notFound: 'Booking not found.',
  formIncomplete: 'The booking form is incomplete: open the consultation again.',
};

/** What the booking pages say. */
export const bookingMessages = {
  processing: 'Processing Payment...',
  popupClosed: 'You closed the payment popup. Your time is held for a few minutes: press Pay Now to pay.',
  offline: 'You are offline. Nothing was sent: please try again when you are connected.',
  booked: 'Your consultation is booked',
  waiting:
    'We are waiting for Paystack to confirm your payment. This page will show your booking as soon as it arrives.',
  notPaid: 'Your payment did not go through, and your time was let go. Nothing was charged.',
  noTimes: 'No times are open in the coming days. Please call us to arrange one.',
};

/**
 * What the consultation page says after its form was refused without the page's code: the form's route sends the
 * browser back to the page at `#refused-<key>`, and the page shows that sentence by CSS alone.
 */
export const formRefusals: Record<TimeRefusal | 'not-configured' | 'other', string> = {
  ...timeRefusals,
  'not-configured': bookingRefusals.notConfigured,
  other: 'We could not hold that time. Please check what you typed and try again, or call us.',
};

export type FormRefusal = keyof typeof formRefusals;
export const refusalAnchor = (refusal: FormRefusal) => `refused-${refusal}`;

/** What the booking's page says after the buyer moved or cancelled it, or tried to: `?notice=` names one. */
export const buyerChangeNotices = {
  moved: 'Your booking was moved. We have e-mailed you the new time.',
  cancelled: 'Your booking was cancelled. The deposit paid is refunded to the account it came from.',
  taken: timeRefusals.taken,
  notice: 'It is too close to the time to change this booking online. Please call us.',
  choose: bookingRefusals.time,
  refused: 'This booking cannot be changed online any more. Please call us.',
};
export type BuyerChangeNotice = keyof typeof buyerChangeNotices;
