import { postOnlyRoute } from '@/lib/api/with-api-guard';
import { verifyPayment } from '@/lib/payment/verify-payment';

// The browser's "the popup says paid": the server asks Paystack before anything counts.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = postOnlyRoute(
  (input, ctx) => verifyPayment(ctx.params.reference, input),
  {
    name: 'verifyPayment',
  },
);
