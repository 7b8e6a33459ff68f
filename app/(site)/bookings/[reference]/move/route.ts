import { buyerChangeRoute } from '@/lib/bookings/buyer-changes';

// The buyer moves their booking to another open time, from its page.
export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = buyerChangeRoute('move');
