import { noteAction } from '@/lib/staff/actions/orders';

// Adds a note to an order.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = noteAction;
