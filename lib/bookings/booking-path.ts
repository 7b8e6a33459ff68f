import { routes } from '@/content/routes';

// Where the bookings live on the site. No secrets here: a booking's key is in its address only because the browser
// that booked was given it, and both sides (Pay Now's answer, the mails, the pages) build the same paths.

/** The list of consultations. */
export const BOOK_PATH = routes.book;

/** One consultation's page, with its open times and the booking form. */
export const consultationPath = (slug: string) => `${BOOK_PATH}/${encodeURIComponent(slug)}`;

/** Pay Now for a consultation's time, as JSON from the page's code. */
export const PAY_BOOKING_ENDPOINT = '/api/bookings';

/** `/bookings/{reference}?key={key}`: the booking's private page, both parts URL-encoded. */
export const bookingPath = (reference: string, key: string) =>
  `/bookings/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;

/** The booking's 'Add to calendar' file (iCalendar), behind the same key. */
export const bookingCalendarPath = (reference: string, key: string) =>
  `/bookings/${encodeURIComponent(reference)}/calendar.ics?key=${encodeURIComponent(key)}`;

/** The console's agenda, and one booking in it. */
export const STAFF_BOOKINGS_PATH = '/staff/bookings';
export const staffBookingPath = (reference: string) => `${STAFF_BOOKINGS_PATH}/${encodeURIComponent(reference)}`;
