import type { VerifiedTransaction } from './paystack-api';

// Paystack's word on a payment, in the terms of whatever it pays (an order, a booking): read in one place, so every
// feature that takes payments agrees on what counts as paid and what may still become paid.

/** What Paystack said about a payment, as verified with it (verify call or signed webhook). */
export type PaymentOutcome =
  | { kind: 'success'; amount: number; currency: string }
  | { kind: 'failed' }
  | { kind: 'abandoned' }
  | { kind: 'pending' };

/**
 * Only 'success' can pay (and the feature still compares amount and currency). Paystack calls a transaction nobody
 * has finished yet 'abandoned', and mobile money sits in 'ongoing', 'pending', 'processing' or 'queued' until the
 * phone approves it: all of these may still end in success, so they leave the payment pending. Unknown to Paystack:
 * nothing was paid yet, also pending.
 */
export function outcomeFromPaystack(transaction: VerifiedTransaction | null): PaymentOutcome {
  if (!transaction) return { kind: 'pending' };
  if (transaction.status === 'success')
    return { kind: 'success', amount: transaction.amount, currency: transaction.currency };
  if (transaction.status === 'failed') return { kind: 'failed' };
  return { kind: 'pending' };
}
