import 'server-only';
import { hostname } from 'node:os';
import { checkDatabase } from '@/lib/server/health/database-health';
import { serverEnv } from '@/lib/server/env';
import { defaultStore } from '@/lib/server/http/store/default-store';

// What /api/health reports: which instance answered, how long it has run, and whether the parts it
// shares with the other instances (the order database, Redis) answer. Healthy only when both do.

const STORE_TIMEOUT_MS = 2_000;

type Part = { ok: boolean; kind: string; error?: string; note?: string };

export type InstanceHealth = {
  status: 'ok' | 'unavailable';
  instance: string;
  pid: number;
  uptimeSeconds: number;
  database: Part;
  redis: Part;
};

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function checkStore(): Promise<Part> {
  try {
    const store = await withTimeout(defaultStore(), STORE_TIMEOUT_MS, 'store');
    if (store.kind === 'memory')
      return { ok: true, kind: 'memory', note: 'REDIS_URL is not set: limits are kept per instance' };
    // A read of a key nobody writes: a full round trip to Redis that changes nothing.
    await withTimeout(store.peek('health:probe'), STORE_TIMEOUT_MS, 'Redis');
    return { ok: true, kind: 'redis' };
  } catch (error) {
    return {
      ok: false,
      kind: serverEnv('REDIS_URL') ? 'redis' : 'memory',
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

async function checkOrders(): Promise<Part> {
  try {
    const result = await withTimeout(checkDatabase(), STORE_TIMEOUT_MS, 'database');
    if (result.kind === 'pglite' && result.ok)
      return { ...result, note: 'DATABASE_URL is not set: the embedded database is used' };
    return result;
  } catch (error) {
    return {
      ok: false,
      kind: serverEnv('DATABASE_URL') ? 'postgres' : 'pglite',
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

export async function instanceHealth(): Promise<InstanceHealth> {
  const [database, redis] = await Promise.all([checkOrders(), checkStore()]);
  return {
    status: database.ok && redis.ok ? 'ok' : 'unavailable',
    instance: serverEnv('INSTANCE_ID') ?? `${hostname()}:${process.pid}`,
    pid: process.pid,
    uptimeSeconds: Math.round(process.uptime()),
    database,
    redis,
  };
}
