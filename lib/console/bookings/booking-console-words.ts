import type { BookingStatus } from '@/lib/server/db/stored-values';
import type { ChangeRefusal } from '@/lib/bookings/booking-changes';
import { timeRefusals } from '@/lib/bookings/booking-messages';

// How the console's bookings read: each status in a word or two, and why a change of a booking was refused. Free of
// server code.

export const bookingStatusWords: Record<BookingStatus, string> = {
  held: 'Waiting for payment',
  expired: 'Not paid in time',
  booked: 'Booked',
  'double-booked': 'Double-booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  'no-show': 'No-show',
};

/** The statuses that need the owner now: a payment for a time somebody else has. */
export const needsOwner = (status: BookingStatus) => status === 'double-booked';

export const changeRefusalWords: Record<ChangeRefusal, string> = {
  ...timeRefusals,
  notice: 'That time is inside the minimum notice. Choose a later time.',
  unknown: 'There is no booking with that reference.',
  'not-booked': 'This booking is no longer booked (cancelled, marked, or never paid), so it cannot be changed.',
  'not-started': 'A booking can be marked attended or no-show once its time has begun.',
};
