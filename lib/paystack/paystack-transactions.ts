import 'server-only';
import { callPaystack, PaystackError, refused, text } from './paystack-api';

// Paystack's lists for a period (https://paystack.com/docs/api/transaction/#list and /refund/#list): what the
// reconciliation compares the order book with. Both are read page by page until Paystack says there are no more.

export interface ListedTransaction {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
}

export interface ListedRefund {
  id: string;
  /** The refunded transaction's id at Paystack. */
  transactionId: number | null;
  amount: number;
  status: string;
}

const PER_PAGE = 100;
/** A guard against an answer that never says it is done: 1,000 pages of 100 is far beyond this shop. */
const MAX_PAGES = 1_000;

type Period = { from: Date; to: Date };

async function everyPage(resource: string, period: Period): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams({
      perPage: String(PER_PAGE),
      page: String(page),
      from: period.from.toISOString(),
      to: period.to.toISOString(),
    });
    const path = `/${resource}?${query}`;
    const { http, body } = await callPaystack(path, { method: 'GET' });
    if (http !== 200 || body.status !== true || !Array.isArray(body.data)) throw refused(path, http, body);
    items.push(...(body.data as Record<string, unknown>[]));
    const meta = (body.meta ?? {}) as Record<string, unknown>;
    const pageCount = Number(meta.pageCount);
    if (body.data.length === 0 || !Number.isFinite(pageCount) || page >= pageCount) return items;
  }
  throw new PaystackError('bad-answer', `/${resource}: more than ${MAX_PAGES} pages`);
}

const whole = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return Number.isInteger(number) ? (number as number) : null;
};

/** GET /transaction for the period: every transaction Paystack holds, whatever its status. */
export async function listTransactions(period: Period): Promise<ListedTransaction[]> {
  return (await everyPage('transaction', period)).flatMap((item) => {
    const reference = text(item.reference);
    const amount = whole(item.amount);
    const id = whole(item.id);
    const status = text(item.status);
    return reference && amount !== null && id !== null && status
      ? [{ id, reference, status, amount, currency: text(item.currency) ?? '' }]
      : [];
  });
}

/** GET /refund for the period: every refund Paystack made or is making. */
export async function listRefundsIn(period: Period): Promise<ListedRefund[]> {
  return (await everyPage('refund', period)).flatMap((item) => {
    const id = typeof item.id === 'number' ? String(item.id) : text(item.id);
    const amount = whole(item.amount);
    const status = text(item.status);
    const transaction = item.transaction;
    const transactionId =
      typeof transaction === 'object' && transaction
        ? whole((transaction as Record<string, unknown>).id)
        : whole(transaction);
    return id && amount !== null && status ? [{ id, transactionId, amount, status }] : [];
  });
}
