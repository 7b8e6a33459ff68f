import 'server-only';

/** Where the server talks to Paystack; tests point it at a local fake. */
const DEFAULT_PAYSTACK_API_URL = 'https://api.paystack.co';

/** One deadline per call to Paystack: a visitor waiting on Pay Now must get an answer, not a spinner. */
export const PAYSTACK_TIMEOUT_MS = 10_000;

/** The secret key (sk_live_… / sk_test_…). Empty: the server cannot fix or verify a transaction with Paystack. */
export function paystackSecretKey(env: NodeJS.ProcessEnv = process.env): string {
  return env.PAYSTACK_SECRET_KEY?.trim() ?? '';
}

export function paystackApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.PAYSTACK_API_URL?.trim() || DEFAULT_PAYSTACK_API_URL;
  return url.replace(/\/+$/, '');
}

/** Bodies larger than this are not Paystack events (a charge.success is a few kB). */
export const WEBHOOK_MAX_BYTES = 64 * 1024;
