/** @jest-environment node */
// The Redis store against a real redis-server that this file starts on a free port and stops.
// The one exception: where redis-server cannot be installed, these tests are reported skipped.
import { RedisStore } from '@/lib/server/http/store/redis-store';
import { defaultStore } from '@/lib/server/http/store/default-store';
import { withApiGuard, type GuardAnswer } from '@/lib/server/http/with-api-guard';
import { storeContract } from '../support/store-contract';
import { findRedisServer, startRedis, type RunningRedis } from '../support/redis-server';

const found = findRedisServer();
const describeWithRedis = found.path ? describe : describe.skip;
if (!found.path) console.warn(`SKIPPED: Redis store tests (${found.note}).`);

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describeWithRedis(`RedisStore on a real redis-server (${found.note})`, () => {
  let redis: RunningRedis;
  const stores: RedisStore[] = [];
  let counter = 0;
  const prefix = `test-${process.pid}:`;
  const make = () => {
    const store = new RedisStore({ url: redis.url, prefix, onError: () => undefined });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    redis = await startRedis(found.path!);
  }, 30_000);

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis?.stop();
  });

  storeContract({ make, advance: sleep, key: (name) => `${name}-${++counter}` });

  it('shares limits between servers: tokens taken through one are gone for the other', async () => {
    const [serverA, serverB] = [make(), make()];
    const rule = { capacity: 3, refillPerSecond: 1 / 60 };
    const client = `shared-${++counter}`;
    expect((await serverA.take(client, rule)).allowed).toBe(true);
    expect((await serverB.take(client, rule)).allowed).toBe(true);
    expect((await serverA.take(client, rule)).allowed).toBe(true);
    expect((await serverB.take(client, rule)).allowed).toBe(false);
  });

  it('runs a double-tapped payment once even when the two taps reach two different servers', async () => {
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler = async (): Promise<GuardAnswer> => {
      calls += 1;
      await gate;
      return { status: 200, body: { reference: `ref-${calls}`, amount: 2500, currency: 'GHS' } };
    };
    const options = { logger: silent, ratePerMinute: 1_000, rateBurst: 100 };
    const serverA = withApiGuard(handler, { ...options, store: make() });
    const serverB = withApiGuard(handler, { ...options, store: make() });
    const key = `tap-${++counter}-${process.pid}`;
    const tap = () =>
      new Request('http://shop.test/api/generateReference', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ name: 'Ama', items: [{ id: 1, quantity: 1 }] }),
      });
    const first = serverA(tap());
    await sleep(50);
    const second = serverB(tap());
    await sleep(100);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await b.json()).toEqual(await a.json());
    expect(b.headers.get('idempotent-replayed')).toBe('true');
  });

  it('is the store every guard uses when REDIS_URL is set', async () => {
    process.env.REDIS_URL = redis.url;
    try {
      const route = withApiGuard(async () => ({ status: 200, body: { ok: true } }), {
        logger: silent,
        trustProxy: true,
        name: `env-${process.pid}`,
      });
      const response = await route(
        new Request('http://shop.test/api/x', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.9' },
          body: '{}',
        }),
      );
      expect(response.status).toBe(200);
      const store = await defaultStore();
      expect(store.kind).toBe('redis');
      // The request took 1 of the 5 tokens in Redis: a second handle on the same Redis finds only 4 left.
      const probe = new RedisStore({ url: redis.url, prefix: 'mhv:', onError: () => undefined });
      stores.push(probe, store as RedisStore);
      const one = { capacity: 5, refillPerSecond: 1 / 60 };
      for (let i = 0; i < 4; i += 1) expect((await probe.take(`env-${process.pid}:192.0.2.9`, one)).allowed).toBe(true);
      expect((await probe.take(`env-${process.pid}:192.0.2.9`, one)).allowed).toBe(false);
    } finally {
      delete process.env.REDIS_URL;
    }
  });

  it('answers 503 quickly, without hanging, when Redis goes away', async () => {
    const spare = await startRedis(found.path!);
    const store = new RedisStore({ url: spare.url, prefix, onError: () => undefined, commandTimeoutMs: 500 });
    stores.push(store);
    const route = withApiGuard(async () => ({ status: 200, body: { ok: true } }), {
      store,
      logger: silent,
      storeTimeoutMs: 1_000,
    });
    const post = () =>
      route(
        new Request('http://shop.test/api/x', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      );
    expect((await post()).status).toBe(200);
    await spare.stop();
    const started = Date.now();
    const response = await post();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: expect.stringMatching(/temporarily unavailable/),
      requestId: response.headers.get('x-request-id'),
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
