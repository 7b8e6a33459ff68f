import 'server-only';
import {
  msUntilFull,
  samePending,
  type DoneRecord,
  type GuardStore,
  type IdempotencyRecord,
  type PendingRecord,
  type RateRule,
  type TakeResult,
} from './guard-store';

type Slot<T> = { value: T; expiresAt: number };

/**
 * A Map with a size cap and per-entry expiry. Expired entries are dropped when read and swept when the
 * map is full; if it is still full, the least recently written entry goes, so memory stays bounded
 * whatever a flood of distinct clients or keys does.
 */
class BoundedMap<T> {
  private readonly slots = new Map<string, Slot<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get size(): number {
    return this.slots.size;
  }

  get(key: string): T | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (slot.expiresAt <= this.now()) {
      this.slots.delete(key);
      return undefined;
    }
    return slot.value;
  }

  set(key: string, value: T, ttlMs: number): void {
    // Delete first so the key moves to the end of the insertion order (most recently written).
    this.slots.delete(key);
    if (this.slots.size >= this.maxEntries) this.makeRoom();
    this.slots.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  delete(key: string): void {
    this.slots.delete(key);
  }

  clear(): void {
    this.slots.clear();
  }

  private makeRoom(): void {
    const now = this.now();
    for (const [key, slot] of this.slots) if (slot.expiresAt <= now) this.slots.delete(key);
    while (this.slots.size >= this.maxEntries) {
      const oldest = this.slots.keys().next().value;
      if (oldest === undefined) break;
      this.slots.delete(oldest);
    }
  }
}

type Bucket = { tokens: number; updatedAt: number };

export type MemoryStoreOptions = {
  /** Cap on rate-limit buckets (one per recent client). */
  maxBuckets?: number;
  /** Cap on idempotency records kept. */
  maxRecords?: number;
  /** Clock in milliseconds; tests pass a fake one. */
  now?: () => number;
};

export class MemoryStore implements GuardStore {
  readonly kind = 'memory' as const;
  private readonly now: () => number;
  private readonly buckets: BoundedMap<Bucket>;
  private readonly records: BoundedMap<IdempotencyRecord>;
  private readonly events: BoundedMap<number[]>;

  constructor(options: MemoryStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.buckets = new BoundedMap(options.maxBuckets ?? 10_000, this.now);
    this.records = new BoundedMap(options.maxRecords ?? 10_000, this.now);
    this.events = new BoundedMap(options.maxBuckets ?? 10_000, this.now);
  }

  get sizes(): { buckets: number; records: number } {
    return { buckets: this.buckets.size, records: this.records.size };
  }

  async take(key: string, rule: RateRule): Promise<TakeResult> {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: rule.capacity, updatedAt: now };
    const elapsedSeconds = Math.max(0, now - bucket.updatedAt) / 1000;
    let tokens = Math.min(rule.capacity, bucket.tokens + elapsedSeconds * rule.refillPerSecond);
    let result: TakeResult;
    // The epsilon absorbs floating-point dust, so a client that waits exactly Retry-After gets in.
    if (tokens >= 1 - 1e-9) {
      tokens = Math.max(0, tokens - 1);
      result = { allowed: true, retryAfterSeconds: 0 };
    } else {
      result = { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rule.refillPerSecond)) };
    }
    // A bucket that would be full again carries no information, so it may expire then.
    this.buckets.set(key, { tokens, updatedAt: now }, Math.max(1, msUntilFull(tokens, rule)));
    return result;
  }

  async claim(key: string, pending: PendingRecord, ttlMs: number): Promise<IdempotencyRecord | null> {
    const existing = this.records.get(key);
    if (existing) return structuredClone(existing);
    this.records.set(key, structuredClone(pending), ttlMs);
    return null;
  }

  async peek(key: string): Promise<IdempotencyRecord | null> {
    const record = this.records.get(key);
    return record ? structuredClone(record) : null;
  }

  async settle(key: string, pending: PendingRecord, done: DoneRecord, ttlMs: number): Promise<void> {
    const current = this.records.get(key);
    if (!current || samePending(current, pending)) this.records.set(key, structuredClone(done), ttlMs);
  }

  async release(key: string, pending: PendingRecord): Promise<void> {
    if (samePending(this.records.get(key), pending)) this.records.delete(key);
  }

  async note(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    const recent = [...this.recent(key, windowMs), now];
    this.events.set(key, recent, windowMs);
    return recent.length;
  }

  async count(key: string, windowMs: number): Promise<number> {
    return this.recent(key, windowMs).length;
  }

  private recent(key: string, windowMs: number): number[] {
    const since = this.now() - windowMs;
    return (this.events.get(key) ?? []).filter((at) => at > since);
  }

  async close(): Promise<void> {
    this.buckets.clear();
    this.records.clear();
    this.events.clear();
  }
}
