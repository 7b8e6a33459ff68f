import 'server-only';
import { count, desc, sum } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';
import { isStorableText } from '@/lib/server/db/storable';
import { orderConditions, startOfDay, type OrderFilter } from '@/lib/shop/orders/order-filter';
import { toOrder } from '@/lib/shop/orders/order-row';
import { type Order } from '@/lib/shop/orders/order-types';
import { fulfilmentSteps, orderStatuses } from '@/lib/server/db/stored-values';
import { MAX_SEARCH_LENGTH, ORDERS_PER_PAGE } from './console-limits';
import { firstParam, type PageSearchParams } from './page-params';
import { oversoldAmong } from '@/lib/shop/stock/stock-counts';

// The console's order book: one page of the filtered orders, newest first, with how many the filter holds and
// their total. Paged in the database, so a book of 100,000 orders costs the same as one of 100.

const day = (name: string) =>
  z
    .string()
    .refine((value) => {
      try {
        return !!startOfDay(value, name);
      } catch {
        return false;
      }
    })
    .optional()
    .catch(undefined);

/** The list's address parameters; anything unreadable is ignored rather than refused, like any search page. */
const listQuery = z.object({
  status: z.enum(orderStatuses).optional().catch(undefined),
  step: z.enum(fulfilmentSteps).optional().catch(undefined),
  from: day('from'),
  to: day('to'),
  q: z.string().trim().max(MAX_SEARCH_LENGTH).refine(isStorableText).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type ListQuery = OrderFilter & { page: number };

/** The filter and page an address asks for (`?status=paid&q=024…&page=2`). */
export function readListQuery(params: URLSearchParams | Record<string, string | string[] | undefined>): ListQuery {
  const entries =
    params instanceof URLSearchParams
      ? Object.fromEntries(params)
      : Object.fromEntries(
          Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
        );
  const query = listQuery.parse(entries);
  return { ...query, q: query.q || undefined };
}

/**
 * Whether the address gave a day the list could not read (31 February, or no date at all): the list is then not
 * limited by it, which the staff must be told rather than left to think it is.
 */
export const dayIgnored = (params: PageSearchParams, query: ListQuery): boolean =>
  (['from', 'to'] as const).some((name) => !!firstParam(params, name) && query[name] === undefined);

/** The same filter as address parameters, for links to other pages and the CSV. */
export function listQueryString(query: OrderFilter & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  if (params.get('page') === '1') params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface OrderPage {
  /** `oversold`: paid for units that were gone, for the owner to refund or restock. */
  orders: (Order & { oversold: boolean })[];
  /** How many orders the filter holds, on all pages. */
  count: number;
  /** Their amounts added up, in pesewas. */
  total: number;
  page: number;
  pages: number;
}

export async function orderPage(db: AppDatabase, query: ListQuery): Promise<OrderPage> {
  const where = orderConditions(query);
  const [totals] = await db
    .select({ n: count(), total: sum(orders.amount) })
    .from(orders)
    .where(where);
  const found = totals?.n ?? 0;
  const pages = Math.max(1, Math.ceil(found / ORDERS_PER_PAGE));
  const page = Math.min(query.page, pages);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE);
  const oversold = await oversoldAmong(
    db,
    rows.map((row) => row.reference),
  );
  const listed = rows.map((row) => ({ ...toOrder(row), oversold: oversold.has(row.reference) }));
  return { orders: listed, count: found, total: Number(totals?.total ?? 0), page, pages };
}
