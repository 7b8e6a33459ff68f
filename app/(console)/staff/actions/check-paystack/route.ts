import { checkPaystackAction } from '@/lib/staff/actions/orders';

// Asks Paystack about a pending order now.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = checkPaystackAction;
