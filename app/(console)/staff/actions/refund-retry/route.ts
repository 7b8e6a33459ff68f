import { retryRefundAction } from '@/lib/staff/actions/refunds';

// Asks Paystack again about a refund it did not answer, checking first that it has not made it (the owner only).
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = retryRefundAction;
