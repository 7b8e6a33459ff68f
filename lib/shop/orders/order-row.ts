import 'server-only';
import type { orders } from '@/lib/server/db/schema';
import type { Order, OrderDelivery } from './order-types';

export type OrderRow = typeof orders.$inferSelect;

function deliveryOf(row: OrderRow): OrderDelivery {
  if (row.deliveryMethod !== 'delivery') return { method: 'pickup' };
  return {
    method: 'delivery',
    area: row.deliveryArea ?? '',
    fee: row.deliveryFee,
    address: row.deliveryAddress ?? '',
    gps: row.deliveryGps,
  };
}

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
    delivery: deliveryOf(row),
    fulfilment: row.fulfilment,
    refunded: row.refundedAmount,
    disputeOpen: row.disputeOpen,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    paidAt: row.paidAt,
  };
}

/** The columns that record an order's delivery choice. */
export function deliveryColumns(delivery: OrderDelivery) {
  if (delivery.method === 'pickup')
    return {
      deliveryMethod: 'pickup' as const,
      deliveryFee: 0,
      deliveryArea: null,
      deliveryAddress: null,
      deliveryGps: null,
    };
  return {
    deliveryMethod: 'delivery' as const,
    deliveryFee: delivery.fee,
    deliveryArea: delivery.area,
    deliveryAddress: delivery.address,
    deliveryGps: delivery.gps,
  };
}
