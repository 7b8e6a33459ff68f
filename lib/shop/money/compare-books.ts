import 'server-only';
import { formatMinorUnits, SHOP_CURRENCY } from '@/content/schema/money';
import type { ListedRefund, ListedTransaction } from '@/lib/paystack/paystack-transactions';

// Paystack's books against ours, for one period: every payment, amount, status or refund on which they differ, each
// said in a sentence the owner can act on.

export interface Difference {
  kind: 'missing' | 'status' | 'amount' | 'not-at-paystack' | 'refund';
  reference: string | null;
  says: string;
}

export interface BookOrder {
  reference: string;
  status: string;
  amount: number;
  currency: string;
}

const money = (pesewas: number, currency: string) => formatMinorUnits(pesewas, currency || SHOP_CURRENCY);

export function compareBooks(
  transactions: ListedTransaction[],
  paystackRefunds: ListedRefund[],
  book: Map<string, BookOrder>,
  paidInPeriod: BookOrder[],
  recordedRefunds: Set<string>,
): Difference[] {
  const differences: Difference[] = [];
  const atPaystack = new Map(transactions.map((transaction) => [transaction.reference, transaction]));
  for (const transaction of transactions) {
    if (transaction.status !== 'success') continue;
    const { reference, amount, currency } = transaction;
    const order = book.get(reference);
    const paid = money(amount, currency);
    if (!order)
      differences.push({
        kind: 'missing',
        reference,
        says: `${reference}: Paystack has a successful payment of ${paid} that the order book does not have.`,
      });
    else if (order.status !== 'paid')
      differences.push({
        kind: 'status',
        reference,
        says: `${reference}: Paystack says paid (${paid}); the order book says ${order.status}.`,
      });
    else if (order.amount !== amount || order.currency !== currency)
      differences.push({
        kind: 'amount',
        reference,
        says: `${reference}: Paystack has ${paid}; the order book has ${money(order.amount, order.currency)}.`,
      });
  }
  for (const order of paidInPeriod) {
    const transaction = atPaystack.get(order.reference);
    if (transaction?.status === 'success') continue;
    differences.push({
      kind: 'not-at-paystack',
      reference: order.reference,
      says: `${order.reference}: paid in the order book, but Paystack says ${transaction ? transaction.status : 'it has no such payment'}.`,
    });
  }
  const referenceOf = new Map(transactions.map((transaction) => [transaction.id, transaction.reference]));
  for (const refund of paystackRefunds) {
    if (refund.status === 'failed' || recordedRefunds.has(refund.id)) continue;
    const reference = (refund.transactionId !== null && referenceOf.get(refund.transactionId)) || null;
    differences.push({
      kind: 'refund',
      reference,
      says: `${reference ?? `Transaction ${refund.transactionId ?? '?'}`}: Paystack has a refund of ${money(refund.amount, 'GHS')} (${refund.status}) that the order book does not record.`,
    });
  }
  return differences;
}
