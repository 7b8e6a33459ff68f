// The state the API guard keeps between requests: rate-limit buckets, idempotency records, and the recent events
// (failed sign-ins) that the staff console counts.
// One small interface, two implementations: in memory (one server) and Redis (several servers share it).

/** A token bucket: `capacity` requests back to back, refilled at `refillPerSecond`. */
export type RateRule = { capacity: number; refillPerSecond: number };

export type TakeResult = { allowed: boolean; retryAfterSeconds: number };

/** An answer as the API sent it, kept so a repeated request gets the very same one. */
export type StoredAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

/** `owner` is a random id per request, so only the request that made a claim can settle or release it. */
export type PendingRecord = { state: 'pending'; fingerprint: string; owner: string };
export type DoneRecord = { state: 'done'; fingerprint: string; answer: StoredAnswer };
export type IdempotencyRecord = PendingRecord | DoneRecord;

export interface GuardStore {
  readonly kind: 'memory' | 'redis';
  /** Takes one token from the bucket `key`. */
  take(key: string, rule: RateRule): Promise<TakeResult>;
  /** Claims `key` with a pending record unless a record exists; returns that record, or null when the claim is ours. */
  claim(key: string, pending: PendingRecord, ttlMs: number): Promise<IdempotencyRecord | null>;
  /** Reads the record of `key`, or null. */
  peek(key: string): Promise<IdempotencyRecord | null>;
  /**
   * Replaces our pending claim with the final answer (also when the claim expired meanwhile and nobody took the key).
   */
  settle(key: string, pending: PendingRecord, done: DoneRecord, ttlMs: number): Promise<void>;
  /** Drops our pending claim so the next request with this key runs again. */
  release(key: string, pending: PendingRecord): Promise<void>;
  /** Notes one event under `key` (a failed sign-in, say); answers how many it had in the last `windowMs`, with it. */
  note(key: string, windowMs: number): Promise<number>;
  /** How many events `key` had in the last `windowMs`. */
  count(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

export function samePending(a: IdempotencyRecord | null | undefined, b: PendingRecord): boolean {
  return !!a && a.state === 'pending' && a.owner === b.owner;
}

/** Milliseconds until a bucket that holds `tokens` is full again, after which forgetting it changes nothing. */
export function msUntilFull(tokens: number, rule: RateRule): number {
  return Math.ceil(((rule.capacity - tokens) / rule.refillPerSecond) * 1000);
}
