import 'server-only';
import type { GuardStore } from './guard-store';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';

// One store per server process, shared by every route that uses the guard. Kept on globalThis because
// Next may load a route's module more than once (one bundle per route) in the same process.
const KEY = Symbol.for('mhv.api.guardStore');
type Holder = { [KEY]?: GuardStore };

/** Redis when `REDIS_URL` is set (several servers share limits and idempotency), memory otherwise. */
export function createStoreFromEnv(env: NodeJS.ProcessEnv = process.env): GuardStore {
  const url = env.REDIS_URL?.trim();
  return url ? new RedisStore({ url }) : new MemoryStore();
}

export function defaultStore(): GuardStore {
  const holder = globalThis as Holder;
  holder[KEY] ??= createStoreFromEnv();
  return holder[KEY];
}
