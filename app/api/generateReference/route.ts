import { postOnlyRoute } from '@/lib/server/http/with-api-guard';
import { placeOrder } from '@/lib/shop/checkout/server/place-order';

// Only the HTTP shell lives here: the guard (methods, JSON, size, rate limit, idempotency, request ids)
// wraps the order rules in lib/shop/checkout/server.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = postOnlyRoute((input) => placeOrder(input), {
  name: 'generateReference',
});
