import { buyerChangeRoute } from '@/lib/bookings/buyer-changes';

// The buyer cancels their booking from its page; the deposit is refunded.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = buyerChangeRoute('cancel');
