import 'server-only';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { reconcileRuns, refunds } from '@/lib/server/db/money-schema';
import { orders } from '@/lib/server/db/schema';
import { PaystackError } from '@/lib/paystack/paystack-api';
import { listRefundsIn, listTransactions } from '@/lib/paystack/paystack-transactions';
import { compareBooks, type BookOrder, type Difference } from './compare-books';
import { settleWithPaystack } from '@/lib/shop/orders/settle';

// A reconciliation of one period, on demand (`npm run reconcile`, or the owner's button in the console): every order
// of the period still pending is checked with Paystack and settled, whatever its age; then Paystack's lists of
// transactions and refunds are compared with the order book, and the run is kept for the console to show.

export interface Period {
  from: Date;
  /** The first moment after the period. */
  to: Date;
}

export interface PeriodReport {
  checked: number;
  settled: number;
  /** Pending orders Paystack could not say about; they stay pending. */
  unanswered: number;
  transactions: number;
  refunds: number;
  differences: Difference[];
}

const CHUNK = 500;

async function bookOrders(db: AppDatabase, references: string[]): Promise<Map<string, BookOrder>> {
  const book = new Map<string, BookOrder>();
  for (let start = 0; start < references.length; start += CHUNK) {
    const rows = await db
      .select({ reference: orders.reference, status: orders.status, amount: orders.amount, currency: orders.currency })
      .from(orders)
      .where(inArray(orders.reference, references.slice(start, start + CHUNK)));
    for (const row of rows) book.set(row.reference, row);
  }
  return book;
}

export async function reconcilePeriod(
  db: AppDatabase,
  period: Period,
  source: 'command' | 'console',
): Promise<PeriodReport> {
  const startedAt = new Date();
  const inPeriod = and(gte(orders.createdAt, period.from), lt(orders.createdAt, period.to));
  const pending = await db
    .select({ reference: orders.reference, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), inPeriod));
  let settled = 0;
  let unanswered = 0;
  for (const order of pending) {
    try {
      const { order: after } = await settleWithPaystack(db, order.reference, order.createdAt, startedAt);
      if (after && after.status !== 'pending') settled += 1;
    } catch (error) {
      // One order Paystack cannot say about does not stop the rest: it stays pending and is counted.
      if (!(error instanceof PaystackError)) throw error;
      unanswered += 1;
    }
  }
  const transactions = await listTransactions(period);
  const paystackRefunds = await listRefundsIn(period);
  const book = await bookOrders(db, [...new Set(transactions.map((transaction) => transaction.reference))]);
  const paidInPeriod = await db
    .select({ reference: orders.reference, status: orders.status, amount: orders.amount, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.status, 'paid'), inPeriod));
  const recorded = await db.select({ id: refunds.paystackId }).from(refunds).where(isNotNull(refunds.paystackId));
  const differences = compareBooks(
    transactions,
    paystackRefunds,
    book,
    paidInPeriod,
    new Set(recorded.map((row) => row.id!)),
  );
  await db.insert(reconcileRuns).values({
    source,
    periodFrom: period.from,
    periodTo: period.to,
    settled,
    differences: differences as unknown as Record<string, unknown>[],
    startedAt,
    finishedAt: new Date(),
  });
  return {
    checked: pending.length,
    settled,
    unanswered,
    transactions: transactions.length,
    refunds: paystackRefunds.length,
    differences,
  };
}
