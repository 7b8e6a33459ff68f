import { serverEnv } from '@/lib/server/env';

// Limits of the API guard. Each has an embedded default; the environment can change the rate limit and
// whether a proxy's X-Forwarded-For is trusted (the e2e and load-test servers raise the limit).

export type GuardConfig = {
  /** Largest accepted request body, in bytes. */
  maxBodyBytes: number;
  /** Sustained requests per minute per client. */
  ratePerMinute: number;
  /** Requests a client may send back to back before the per-minute pace applies. */
  rateBurst: number;
  /** Take the client from the last X-Forwarded-For entry (set by our own reverse proxy). */
  trustProxy: boolean;
  /** How long a successful answer is replayed for the same Idempotency-Key. */
  idempotencyTtlMs: number;
  /** How long a claim on an Idempotency-Key lasts if its request never finishes (a crashed server). */
  pendingTtlMs: number;
  /** How long a duplicate waits for the first request with its key before answering 409. */
  duplicateWaitMs: number;
  /** Longest wait on the store (Redis) before answering 503. */
  storeTimeoutMs: number;
};

// An empty environment gives the embedded defaults of lib/server/env.ts, so they are written in one place only.
const NO_SETTINGS = {};

export const GUARD_DEFAULTS: GuardConfig = {
  maxBodyBytes: 16 * 1024,
  ratePerMinute: serverEnv('RATE_LIMIT_PER_MINUTE', NO_SETTINGS),
  rateBurst: serverEnv('RATE_LIMIT_BURST', NO_SETTINGS),
  trustProxy: serverEnv('TRUST_PROXY', NO_SETTINGS),
  idempotencyTtlMs: 24 * 60 * 60 * 1000,
  // Longer than the slowest handler: an 8 s upstream timeout, three attempts and their backoff.
  pendingTtlMs: 60_000,
  duplicateWaitMs: 30_000,
  storeTimeoutMs: 3_000,
};

/** A value that is not a positive number is reported (lib/server/env.ts) and gives the default. */
export function guardConfigFromEnv(): GuardConfig {
  return {
    ...GUARD_DEFAULTS,
    ratePerMinute: serverEnv('RATE_LIMIT_PER_MINUTE'),
    rateBurst: serverEnv('RATE_LIMIT_BURST'),
    trustProxy: serverEnv('TRUST_PROXY'),
  };
}
