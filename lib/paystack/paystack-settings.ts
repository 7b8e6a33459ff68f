import 'server-only';
import { serverEnv } from '@/lib/server/env';

/** One deadline per call to Paystack: a visitor waiting on Pay Now must get an answer, not a spinner. */
export const PAYSTACK_TIMEOUT_MS = 10_000;

/** The secret key (sk_live_… / sk_test_…). Empty: the server cannot fix or verify a transaction with Paystack. */
export function paystackSecretKey(): string {
  return serverEnv('PAYSTACK_SECRET_KEY');
}

/** Where the server talks to Paystack (PAYSTACK_API_URL; tests point it at a local fake). */
export function paystackApiUrl(): string {
  return serverEnv('PAYSTACK_API_URL');
}

/** Bodies larger than this are not Paystack events (a charge.success is a few kB). */
export const WEBHOOK_MAX_BYTES = 64 * 1024;
