import { postOnlyRoute } from '@/lib/server/http/with-api-guard';
import { payForBooking } from '@/lib/bookings/pay-for-booking';

// Pay Now for a consultation's time, from the page's code. The guard (methods, JSON, size, rate limit, idempotency,
// request ids) wraps the booking rules in lib/bookings.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = postOnlyRoute((input) => payForBooking(input), {
  name: 'bookings',
});
