import { methodNotAllowed } from '@/lib/server/http/with-api-guard';
import { handlePaystackWebhook } from '@/lib/paystack/paystack-webhook';
import { orderPaymentEvents } from '@/lib/shop/orders/order-payment-events';
import { bookingPaymentEvents } from '@/lib/bookings/booking-payment-events';

// Paystack's events, for every feature that takes payments. Not behind the JSON guard: the signature must be checked
// on the raw bytes, and Paystack's retries must never be rate limited away.
export const POST = (request: Request) => handlePaystackWebhook(request, [orderPaymentEvents, bookingPaymentEvents]);
export { methodNotAllowed as GET, methodNotAllowed as HEAD, methodNotAllowed as PUT, methodNotAllowed as PATCH };
export { methodNotAllowed as DELETE, methodNotAllowed as OPTIONS };
