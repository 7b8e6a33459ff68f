import 'server-only';
import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { orders } from '@/lib/server/db/schema';
import { isStorableDate } from '@/lib/server/db/storable';
import { phoneKey } from './phone-key';
import type { FulfilmentStep, OrderStatus } from '@/lib/server/db/stored-values';

// Which orders a list shows: the console's filters and search, and `npm run orders`' options, as one SQL condition.

export interface OrderFilter {
  status?: OrderStatus;
  step?: FulfilmentStep;
  /** First day included, YYYY-MM-DD (UTC, which is Ghana's time). */
  from?: string;
  /** Last day included, YYYY-MM-DD. */
  to?: string;
  /** A reference, a buyer's name, e-mail or phone number, written any way. */
  q?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Midnight UTC of a YYYY-MM-DD day; throws a plain message naming `name` for anything else. */
export function startOfDay(value: string, name: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  // The day's end as well as its start is compared with orders' times, so the database must hold both.
  if (!DAY.test(value) || !isStorableDate(date) || !isStorableDate(new Date(date.getTime() + DAY_MS)))
    throw new Error(`${name} must be a date like 2026-01-31, not "${value}"`);
  // JavaScript moves a day past the month's end into the next month (31 February is 3 March): refuse it instead.
  if (date.toISOString().slice(0, 10) !== value) {
    const lastDay = new Date(date);
    lastDay.setUTCDate(0); // the typed month's last day: a day past it always lands in the next month
    throw new Error(`${name} ${value} is not a day: ${monthName.format(lastDay)} has ${lastDay.getUTCDate()} days.`);
  }
  return date;
}

/** The text as a LIKE pattern that matches it literally (its %, _ and \ escaped). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Looks like a phone number: digits with the usual separators, enough of them to mean one. */
const PHONE_LIKE = /^[+\d\s().-]+$/;

/**
 * The search. Each kind of text goes to the index that finds it: a phone number (however written) to its national
 * digits, an e-mail to the start of the address, and a reference to its start, case aside; words without digits
 * also search the buyer's name anywhere in it (which reads every order, so only then).
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const reference = sql`upper(${orders.reference}) like ${`${literal(text.toUpperCase())}%`}`;
  const email = sql`lower(${orders.customerEmail}) like ${`${literal(text.toLowerCase())}%`}`;
  if (PHONE_LIKE.test(text) && text.replace(/\D/g, '').length >= 6)
    return or(sql`${orders.phoneKey} like ${`${literal(phoneKey(text))}%`}`, reference);
  if (text.includes('@')) return email;
  // One word with a digit in it is a reference (or the start of an address), never a name: no need to read them all.
  if (/^\S*\d\S*$/.test(text)) return or(reference, email);
  return or(reference, email, sql`${orders.customerName} ilike ${`%${literal(text)}%`}`);
}

export function orderConditions(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.step) conditions.push(eq(orders.fulfilment, filter.step));
  if (filter.from) conditions.push(gte(orders.createdAt, startOfDay(filter.from, '--from')));
  if (filter.to) conditions.push(lt(orders.createdAt, new Date(startOfDay(filter.to, '--to').getTime() + DAY_MS)));
  if (filter.q) conditions.push(searchCondition(filter.q));
  return and(...conditions);
}
