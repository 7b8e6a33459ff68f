import { postOnlyRoute } from '@/lib/api/with-api-guard';
import { placeOrder } from '@/lib/payment/place-order';

// Only the HTTP shell lives here: the guard (methods, JSON, size, rate limit, idempotency, request ids)
// wraps the order rules in lib/payment.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = postOnlyRoute((input) => placeOrder(input), {
  name: 'generateReference',
});
