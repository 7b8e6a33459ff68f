import { reconcileAction } from '@/lib/staff/actions/reconcile';

// Compares the last days of Paystack's books with the order book (the owner only).
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = reconcileAction;
