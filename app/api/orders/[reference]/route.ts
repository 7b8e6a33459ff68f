import { getOnlyRoute } from '@/lib/server/http/with-read-guard';
import { getOrder } from '@/lib/shop/checkout/server/order-lookup';

// The receipt as JSON, for its live status; the key in the query is the only way in.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = getOnlyRoute(
  (_input, ctx) => getOrder(ctx.params.reference, ctx.query.get('key')),
  {
    name: 'order',
    // A receipt polls every few seconds while it waits for Paystack: a looser limit than Pay Now's.
    ratePerMinute: 60,
    rateBurst: 20,
  },
);
