// The behaviour every guard store must have, run against the memory store and against a real Redis.
import type { GuardStore, PendingRecord, RateRule } from '@/lib/server/http/store/guard-store';

export type StoreHarness = {
  /** A fresh store (or a second handle on the same shared state when `shared` is passed). */
  make: () => GuardStore;
  /** Lets `ms` of time pass (a fake clock for memory, a real wait for Redis). */
  advance: (ms: number) => Promise<void>;
  /** A unique prefix per test, so tests on one shared Redis never meet. */
  key: (name: string) => string;
};

export function storeContract(harness: StoreHarness) {
  const { make, advance, key } = harness;
  const pending = (owner: string, fingerprint = 'fp-1'): PendingRecord => ({ state: 'pending', fingerprint, owner });
  const answer = { status: 200, body: { reference: 'ref-1', amount: 2500, currency: 'GHS' } };

  describe('rate limit', () => {
    // 2 back to back, then one a minute: no token comes back during a test, however slow the machine.
    const rule: RateRule = { capacity: 2, refillPerSecond: 1 / 60 };
    // One token back every 500 ms, for the refill test; the margins leave 300 ms of slack for a slow machine.
    const quick: RateRule = { capacity: 2, refillPerSecond: 2 };

    it('lets a burst through, then refuses with a Retry-After of at least a second', async () => {
      const store = make();
      const client = key('client');
      expect(await store.take(client, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect(await store.take(client, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      const refused = await store.take(client, rule);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      await store.close();
    });

    it('refills over time at the configured pace', async () => {
      const store = make();
      const client = key('client');
      await store.take(client, quick);
      await store.take(client, quick);
      expect((await store.take(client, quick)).allowed).toBe(false);
      await advance(700);
      expect((await store.take(client, quick)).allowed).toBe(true);
      expect((await store.take(client, quick)).allowed).toBe(false);
      await store.close();
    });

    it('keeps one bucket per client', async () => {
      const store = make();
      const [a, b] = [key('a'), key('b')];
      await store.take(a, rule);
      await store.take(a, rule);
      expect((await store.take(a, rule)).allowed).toBe(false);
      expect((await store.take(b, rule)).allowed).toBe(true);
      await store.close();
    });

    it('computes Retry-After from the refill pace', async () => {
      const store = make();
      const slow: RateRule = { capacity: 1, refillPerSecond: 10 / 60 }; // 10 a minute: one every 6 s
      const client = key('slow');
      await store.take(client, slow);
      const refused = await store.take(client, slow);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(5);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(6);
      await store.close();
    });
  });

  describe('idempotency records', () => {
    it('gives a key to the first claimer and shows the pending claim to the next', async () => {
      const store = make();
      const k = key('idem');
      expect(await store.claim(k, pending('first'), 60_000)).toBeNull();
      expect(await store.claim(k, pending('second'), 60_000)).toEqual(pending('first'));
      expect(await store.peek(k)).toEqual(pending('first'));
      await store.close();
    });

    it('replaces the claim with the settled answer, which every later claim reads', async () => {
      const store = make();
      const k = key('idem');
      await store.claim(k, pending('first'), 60_000);
      await store.settle(k, pending('first'), { state: 'done', fingerprint: 'fp-1', answer }, 60_000);
      expect(await store.claim(k, pending('second'), 60_000)).toEqual({ state: 'done', fingerprint: 'fp-1', answer });
      await store.close();
    });

    it('lets only the claimer settle or release', async () => {
      const store = make();
      const k = key('idem');
      await store.claim(k, pending('first'), 60_000);
      await store.settle(k, pending('intruder'), { state: 'done', fingerprint: 'fp-1', answer }, 60_000);
      await store.release(k, pending('intruder'));
      expect(await store.peek(k)).toEqual(pending('first'));
      await store.release(k, pending('first'));
      expect(await store.peek(k)).toBeNull();
      expect(await store.claim(k, pending('second'), 60_000)).toBeNull();
      await store.close();
    });

    it('forgets a claim whose request never finished once its time is up', async () => {
      const store = make();
      const k = key('idem');
      await store.claim(k, pending('crashed'), 100);
      await advance(200);
      expect(await store.claim(k, pending('retry'), 60_000)).toBeNull();
      await store.close();
    });

    it('forgets a settled answer after its time to live', async () => {
      const store = make();
      const k = key('idem');
      await store.claim(k, pending('first'), 60_000);
      await store.settle(k, pending('first'), { state: 'done', fingerprint: 'fp-1', answer }, 100);
      await advance(200);
      expect(await store.peek(k)).toBeNull();
      await store.close();
    });
  });

  describe('recent events (failed sign-ins)', () => {
    it('counts the events of each key within the window, and forgets them after it', async () => {
      const store = make();
      const [account, other] = [key('account'), key('other')];
      expect(await store.count(account, 300)).toBe(0);
      expect(await store.note(account, 300)).toBe(1);
      expect(await store.note(account, 300)).toBe(2);
      expect(await store.note(other, 300)).toBe(1);
      expect(await store.count(account, 300)).toBe(2);
      await advance(450);
      expect(await store.count(account, 300)).toBe(0);
      expect(await store.note(account, 300)).toBe(1);
      await store.close();
    });

    it('counts events noted at the same moment separately', async () => {
      const store = make();
      const k = key('burst');
      await Promise.all(Array.from({ length: 6 }, () => store.note(k, 60_000)));
      expect(await store.count(k, 60_000)).toBe(6);
      await store.close();
    });
  });
}
