import 'server-only';
import type { orders } from '@/lib/db/schema';
import type { Order } from './order-types';

export type OrderRow = typeof orders.$inferSelect;

/** A database row as the Order the rest of the site knows. */
export function toOrder(row: OrderRow): Order {
  return {
    reference: row.reference,
    receiptKey: row.receiptKey,
    status: row.status,
    amount: row.amount,
    currency: row.currency as Order['currency'],
    lines: row.lines,
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    paymentMode: row.paymentMode,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    paidAt: row.paidAt,
  };
}
