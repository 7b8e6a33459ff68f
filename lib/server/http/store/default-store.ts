import 'server-only';
import { serverEnv } from '@/lib/server/env';
import { onWorkers } from '@/lib/server/runtime/on-workers';
import { perRequest } from '@/lib/server/runtime/workers';
import type { GuardStore } from './guard-store';
import { MemoryStore } from './memory-store';

// One store per server process, shared by every route that uses the guard. Kept on globalThis because
// Next may load a route's module more than once (one bundle per route) in the same process.
const KEY = Symbol.for('mhv.api.guardStore');
type Holder = { [KEY]?: Promise<GuardStore> };

/** Redis when `REDIS_URL` is set (several servers share limits and idempotency), memory otherwise. */
async function createStoreFromEnv(): Promise<GuardStore> {
  const url = serverEnv('REDIS_URL');
  if (!url) return new MemoryStore();
  // Loaded only when configured: a single server never pays for the Redis client.
  const { RedisStore } = await import('./redis-store');
  return new RedisStore({ url });
}

// On Workers a Redis socket belongs to the request that opened it, so each request has its own client. (Without
// REDIS_URL there, the memory store is per isolate: limits then hold within an isolate only.)
const perRequestStores = new WeakMap<object, Promise<GuardStore>>();

export function defaultStore(): Promise<GuardStore> {
  if (onWorkers() && serverEnv('REDIS_URL')) return perRequest(perRequestStores, () => createStoreFromEnv());
  const holder = globalThis as Holder;
  holder[KEY] ??= createStoreFromEnv();
  return holder[KEY];
}
