import 'server-only';
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { toOrder } from './order-row';
import { orderStatuses, type Order, type OrderStatus } from './order-types';
import { fromMinorUnits } from '@/lib/money';

// The order book as CSV for the shop's bookkeeping (`npm run orders`).

export interface OrderFilter {
  status?: OrderStatus;
  /** First day included, YYYY-MM-DD (UTC, which is Ghana's time). */
  from?: string;
  /** Last day included, YYYY-MM-DD. */
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string, name: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(date.getTime()))
    throw new Error(`${name} must be a date like 2026-01-31, not "${value}"`);
  return date;
}

/** Checks a filter from the command line or the socket; throws a plain message for a wrong one. */
export function parseFilter(raw: { status?: unknown; from?: unknown; to?: unknown }): OrderFilter {
  const filter: OrderFilter = {};
  if (raw.status !== undefined) {
    if (!orderStatuses.includes(raw.status as OrderStatus))
      throw new Error(`--status must be one of ${orderStatuses.join(', ')}`);
    filter.status = raw.status as OrderStatus;
  }
  if (raw.from !== undefined) day(String(raw.from), '--from');
  if (raw.to !== undefined) day(String(raw.to), '--to');
  if (raw.from !== undefined) filter.from = String(raw.from);
  if (raw.to !== undefined) filter.to = String(raw.to);
  return filter;
}

export async function listOrders(db: AppDatabase, filter: OrderFilter): Promise<Order[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.from) conditions.push(gte(orders.createdAt, day(filter.from, '--from')));
  if (filter.to) conditions.push(lt(orders.createdAt, new Date(day(filter.to, '--to').getTime() + 86_400_000)));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
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
];

// A spreadsheet runs a cell that starts with = + - @ as a formula; customer names come from strangers, so such a
// cell is prefixed with a quote. Phone numbers and amounts ("+233 24 ...") stay as they are.
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().]+$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
  ]
    .map(cell)
    .join(',');
}

export function ordersCsv(list: Order[]): string {
  return [CSV_HEADER.join(','), ...list.map(orderCsvRow)].join('\r\n') + '\r\n';
}
