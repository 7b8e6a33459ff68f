import 'server-only';
import { createClient } from 'redis';
import type { DoneRecord, GuardStore, IdempotencyRecord, PendingRecord, RateRule, TakeResult } from './guard-store';

// Each script runs atomically in Redis, so several app servers sharing one Redis never race on a key.

// Token bucket on Redis's own clock (TIME), so app servers with skewed clocks agree.
const TAKE = `
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(state[1])
local ts = tonumber(state[2])
if tokens == nil or ts == nil then
  tokens = capacity
  ts = now
end
tokens = math.min(capacity, tokens + math.max(0, now - ts) * refill / 1000)
local allowed = 0
local retry_ms = 0
if tokens >= 1 - 1e-9 then
  tokens = math.max(0, tokens - 1)
  allowed = 1
else
  retry_ms = math.ceil((1 - tokens) * 1000 / refill)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.max(1, math.ceil((capacity - tokens) * 1000 / refill)))
return { allowed, retry_ms }
`;

const CLAIM = `
local current = redis.call('GET', KEYS[1])
if current then return current end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false
`;

// ARGV[1] is our pending record exactly as claimed; only that claim (or no record at all) may be replaced.
const SETTLE = `
local current = redis.call('GET', KEYS[1])
if (not current) or current == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
end
return 1
`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

// A sliding window of events: one sorted-set member per event, scored by Redis's own clock; older ones are dropped.
const NOTE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if ARGV[2] == '1' then
  redis.call('ZADD', KEYS[1], now, t[1] .. '.' .. t[2] .. '.' .. ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
end
return redis.call('ZCARD', KEYS[1])
`;

export type RedisStoreOptions = {
  url: string;
  /** Key prefix, so one Redis can serve several sites or test runs. */
  prefix?: string;
  /** Per-command timeout in milliseconds; a slow Redis must not hold requests open. */
  commandTimeoutMs?: number;
  onError?: (error: unknown) => void;
};

type Client = ReturnType<typeof createClient>;

export class RedisStore implements GuardStore {
  readonly kind = 'redis' as const;
  private readonly client: Client;
  private readonly prefix: string;
  private connecting: Promise<unknown> | undefined;
  private closed = false;

  constructor(options: RedisStoreOptions) {
    this.prefix = options.prefix ?? 'mhv:';
    const onError = options.onError ?? ((error: unknown) => console.error('[api-store] Redis error:', error));
    this.client = createClient({
      url: options.url,
      // Fail fast while disconnected instead of queueing: the guard answers 503 and the visitor can retry.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
      },
      commandOptions: { timeout: options.commandTimeoutMs ?? 2_000 },
    });
    // Without a listener, node-redis turns every connection error into an uncaught exception.
    let lastLogged = 0;
    this.client.on('error', (error: unknown) => {
      const now = Date.now();
      if (now - lastLogged > 10_000) {
        lastLogged = now;
        onError(error);
      }
    });
  }

  private async ready(): Promise<Client> {
    if (this.closed) throw new Error('RedisStore is closed');
    if (!this.client.isReady) {
      this.connecting ??= this.client.connect().catch((error: unknown) => {
        this.connecting = undefined;
        throw error;
      });
      await this.connecting;
    }
    return this.client;
  }

  private async run(script: string, key: string, args: Array<string | number>): Promise<unknown> {
    const client = await this.ready();
    return client.eval(script, { keys: [this.prefix + key], arguments: args.map(String) });
  }

  async take(key: string, rule: RateRule): Promise<TakeResult> {
    const reply = (await this.run(TAKE, `rl:${key}`, [rule.capacity, rule.refillPerSecond])) as [number, number];
    const [allowed, retryMs] = reply.map(Number);
    return { allowed: allowed === 1, retryAfterSeconds: allowed === 1 ? 0 : Math.max(1, Math.ceil(retryMs / 1000)) };
  }

  async claim(key: string, pending: PendingRecord, ttlMs: number): Promise<IdempotencyRecord | null> {
    const reply = await this.run(CLAIM, `idem:${key}`, [JSON.stringify(pending), Math.ceil(ttlMs)]);
    return typeof reply === 'string' ? parseRecord(reply) : null;
  }

  async peek(key: string): Promise<IdempotencyRecord | null> {
    const client = await this.ready();
    const reply = await client.get(this.prefix + `idem:${key}`);
    return typeof reply === 'string' ? parseRecord(reply) : null;
  }

  async settle(key: string, pending: PendingRecord, done: DoneRecord, ttlMs: number): Promise<void> {
    await this.run(SETTLE, `idem:${key}`, [JSON.stringify(pending), JSON.stringify(done), Math.ceil(ttlMs)]);
  }

  async release(key: string, pending: PendingRecord): Promise<void> {
    await this.run(RELEASE, `idem:${key}`, [JSON.stringify(pending)]);
  }

  async note(key: string, windowMs: number): Promise<number> {
    const salt = Math.random().toString(36).slice(2);
    return Number(await this.run(NOTE, `ev:${key}`, [Math.ceil(windowMs), 1, salt]));
  }

  async count(key: string, windowMs: number): Promise<number> {
    return Number(await this.run(NOTE, `ev:${key}`, [Math.ceil(windowMs), 0, '']));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      if (this.client.isReady) await this.client.close();
      else if (this.client.isOpen) this.client.destroy();
    } catch {
      // Already closed: nothing left to release.
    }
  }
}

function parseRecord(text: string): IdempotencyRecord | null {
  try {
    const value = JSON.parse(text) as IdempotencyRecord;
    return value && (value.state === 'pending' || value.state === 'done') ? value : null;
  } catch {
    return null;
  }
}
