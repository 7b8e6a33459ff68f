import { postOnlyRoute } from '@/lib/api/with-api-guard';
import { generateReference } from '@/lib/payment/generate-reference';

// Only the HTTP shell lives here: the guard (methods, JSON, size, rate limit, idempotency, request ids)
// wraps the order rules in lib/payment.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = postOnlyRoute((input) => generateReference(input), {
  name: 'generateReference',
});
