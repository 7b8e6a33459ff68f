import type { OrderStatus } from '@/lib/server/db/stored-values';

/** Each status in plain words, as the receipt shows it. */
const orderStatusWords: Record<OrderStatus, string> = {
  pending: 'Waiting for the payment confirmation from Paystack',
  paid: 'Paid',
  failed: 'Payment failed: nothing was charged',
  abandoned: 'Payment not completed',
  amount_mismatch: 'Under review: the amount paid does not match this order. We will contact you.',
};

export function statusWords(status: string): string {
  return orderStatusWords[status as OrderStatus] ?? status;
}
