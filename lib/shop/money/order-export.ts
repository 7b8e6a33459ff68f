import 'server-only';
import { asc } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';
import { orderConditions, startOfDay, type OrderFilter } from '../orders/order-filter';
import { toOrder } from '../orders/order-row';
import { type Order } from '../orders/order-types';
import { orderStatuses, type OrderStatus } from '@/lib/server/db/stored-values';
import { fromMinorUnits } from '@/content/schema/money';
import { refundState } from '@/lib/shop/money/refund-words';

// The order book as CSV for the shop's bookkeeping (`npm run orders` and the console's 'Download CSV').

/** Checks a filter from the command line or the socket; throws a plain message for a wrong one. */
export function parseFilter(raw: { status?: unknown; from?: unknown; to?: unknown }): OrderFilter {
  const filter: OrderFilter = {};
  if (raw.status !== undefined) {
    if (!orderStatuses.includes(raw.status as OrderStatus))
      throw new Error(`--status must be one of ${orderStatuses.join(', ')}`);
    filter.status = raw.status as OrderStatus;
  }
  if (raw.from !== undefined) startOfDay(String(raw.from), '--from');
  if (raw.to !== undefined) startOfDay(String(raw.to), '--to');
  if (raw.from !== undefined) filter.from = String(raw.from);
  if (raw.to !== undefined) filter.to = String(raw.to);
  return filter;
}

export async function listOrders(db: AppDatabase, filter: OrderFilter): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(orderConditions(filter))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(toOrder);
}

const CSV_HEADER = [
  'reference',
  'created',
  'status',
  'paid at',
  'total GHS',
  'customer name',
  'phone',
  'e-mail',
  'payment mode',
  'items',
  'delivery',
  'delivery area',
  'delivery fee GHS',
  'address',
  'GhanaPost GPS',
  'fulfilment',
  'refunded GHS',
  'refund',
  'disputed',
];

// A spreadsheet runs a cell that starts with = + - @ as a formula; customer names come from strangers, so such a
// cell is prefixed with a quote. Phone numbers and amounts ("+233 24 ...") stay as they are.
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().]+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function deliveryCells({ delivery }: Order): string[] {
  if (delivery.method === 'pickup') return ['pickup', '', '0.00', '', ''];
  return ['delivery', delivery.area, fromMinorUnits(delivery.fee).toFixed(2), delivery.address, delivery.gps ?? ''];
}

function orderCsvRow(order: Order): string {
  const items = order.lines.map((line) => `${line.quantity} x ${line.name}`).join('; ');
  return [
    order.reference,
    order.createdAt.toISOString(),
    order.status,
    order.paidAt ? order.paidAt.toISOString() : '',
    fromMinorUnits(order.amount).toFixed(2),
    order.customer.name,
    order.customer.phone,
    order.customer.email,
    order.paymentMode,
    items,
    ...deliveryCells(order),
    order.fulfilment,
    fromMinorUnits(order.refunded).toFixed(2),
    refundState(order) ?? '',
    order.disputeOpen ? 'yes' : '',
  ]
    .map(cell)
    .join(',');
}

// Excel on Windows reads a CSV without a byte-order mark in the computer's old code page, which turns 'Ɛ', 'Ɔ', 'é'
// and '₵' into garbage; the mark makes it read UTF-8. Other spreadsheets and scripts accept it.
const UTF8_BOM = '\uFEFF';

export function ordersCsv(list: Order[]): string {
  return UTF8_BOM + [CSV_HEADER.join(','), ...list.map(orderCsvRow)].join('\r\n') + '\r\n';
}
