import { checkoutFormRoute } from '@/lib/shop/checkout/server/form-checkout';

// The checkout on /cart, posted by a browser whose page code has not run (lib/shop/checkout/server/form-checkout.ts).
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = checkoutFormRoute();
