import { postOnlyRoute } from '@/lib/server/http/with-api-guard';
import { verifyPayment } from '@/lib/shop/checkout/server/verify-payment';

// The browser's "the popup says paid": the server asks Paystack before anything counts.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = postOnlyRoute(
  (input, ctx) => verifyPayment(ctx.params.reference, input),
  {
    name: 'verifyPayment',
  },
);
