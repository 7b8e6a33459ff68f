import { bookingFormRoute } from '@/lib/bookings/form-booking';

// The booking form posted without the page's code: Pay Now, then Paystack's own checkout page.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = bookingFormRoute();
