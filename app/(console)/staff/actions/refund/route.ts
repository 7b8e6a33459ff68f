import { refundAction } from '@/lib/staff/actions/refunds';

// Gives part or all of a paid order's money back through Paystack (the owner only).
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = refundAction;
