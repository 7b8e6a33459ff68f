import { fulfilAction } from '@/lib/staff/actions/orders';

// Moves an order to its next fulfilment step.
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = fulfilAction;
