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

export const GUARD_DEFAULTS: GuardConfig = {
  maxBodyBytes: 16 * 1024,
  ratePerMinute: 10,
  rateBurst: 5,
  trustProxy: false,
  idempotencyTtlMs: 24 * 60 * 60 * 1000,
  // Longer than the slowest handler: an 8 s upstream timeout, three attempts and their backoff.
  pendingTtlMs: 60_000,
  duplicateWaitMs: 30_000,
  storeTimeoutMs: 3_000,
};

function positiveNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (Number.isFinite(value) && value > 0) return value;
  console.warn(`[api-guard] ${name}=${JSON.stringify(raw)} is not a positive number; using ${fallback}.`);
  return fallback;
}

export function guardConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GuardConfig {
  return {
    ...GUARD_DEFAULTS,
    ratePerMinute: positiveNumber(env.RATE_LIMIT_PER_MINUTE, GUARD_DEFAULTS.ratePerMinute, 'RATE_LIMIT_PER_MINUTE'),
    rateBurst: Math.max(
      1,
      Math.floor(positiveNumber(env.RATE_LIMIT_BURST, GUARD_DEFAULTS.rateBurst, 'RATE_LIMIT_BURST')),
    ),
    trustProxy: env.TRUST_PROXY?.trim() === '1' || env.TRUST_PROXY?.trim().toLowerCase() === 'true',
  };
}
