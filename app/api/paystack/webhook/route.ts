import { methodNotAllowed } from '@/lib/server/http/with-api-guard';
import { handlePaystackWebhook } from '@/lib/shop/checkout/server/paystack-webhook';

// Paystack's events. Not behind the JSON guard: the signature must be checked on the raw bytes, and Paystack's
// retries must never be rate limited away.
export const POST = handlePaystackWebhook;
export { methodNotAllowed as GET, methodNotAllowed as HEAD, methodNotAllowed as PUT, methodNotAllowed as PATCH };
export { methodNotAllowed as DELETE, methodNotAllowed as OPTIONS };
