import type { RefundStatus } from '@/lib/server/db/money-schema';

// How an order's money back reads, in the console, the CSV, the receipt and the mails. Free of server code.

const refundStateWords = { full: 'Refunded', part: 'Partly refunded' } as const;
export const DISPUTED = 'Disputed';

/** 'Refunded' once everything paid went back, 'Partly refunded' for less, null when nothing did. */
export function refundState(order: { amount: number; refunded: number }): string | null {
  if (order.refunded <= 0) return null;
  return order.refunded >= order.amount ? refundStateWords.full : refundStateWords.part;
}

/** Each refund's progress, as the owner reads it beside the amount. */
export const refundStatusLabels: Record<RefundStatus, string> = {
  asking: 'Waiting for Paystack’s answer',
  pending: 'Accepted by Paystack, not sent yet',
  processing: 'Being sent by Paystack',
  processed: 'Sent back to the buyer',
  failed: 'Failed: no money went back',
};

/** Whether a refund still holds part of the order's money (everything but a failed one). */
export const holdsMoney = (status: RefundStatus) => status !== 'failed';
