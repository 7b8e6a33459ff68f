/** @jest-environment node */
import { MemoryStore } from '@/lib/server/http/store/memory-store';
import { storeContract } from '../support/store-contract';

describe('MemoryStore', () => {
  let clock = 1_000_000;
  let counter = 0;
  storeContract({
    make: () => new MemoryStore({ now: () => clock }),
    advance: async (ms) => {
      clock += ms;
    },
    key: (name) => `${name}-${++counter}`,
  });

  it('stays within its size cap under a flood of distinct clients and keys', async () => {
    const store = new MemoryStore({ maxBuckets: 100, maxRecords: 50, now: () => clock });
    const rule = { capacity: 5, refillPerSecond: 1 / 6 };
    for (let i = 0; i < 5_000; i += 1) {
      await store.take(`client-${i}`, rule);
      await store.claim(`key-${i}`, { state: 'pending', fingerprint: 'fp', owner: `o-${i}` }, 60_000);
    }
    expect(store.sizes).toEqual({ buckets: 100, records: 50 });
    // The most recent client is still limited by its own bucket.
    expect((await store.take('client-4999', rule)).allowed).toBe(true);
  });

  it('drops a bucket once it would be full again, before evicting any client that is still limited', async () => {
    const store = new MemoryStore({ maxBuckets: 2, now: () => clock });
    const slow = { capacity: 2, refillPerSecond: 1 / 60 };
    const fast = { capacity: 2, refillPerSecond: 1 };
    await store.take('limited', slow);
    await store.take('limited', slow);
    await store.take('idle', fast); // full again after 1 s
    clock += 1_001;
    await store.take('newcomer', slow);
    expect(store.sizes.buckets).toBe(2);
    // The oldest bucket survived because the idle one carried no information and went first.
    expect((await store.take('limited', slow)).allowed).toBe(false);
  });

  it('hands out copies, so a caller cannot change a stored answer', async () => {
    const store = new MemoryStore({ now: () => clock });
    const pending = { state: 'pending' as const, fingerprint: 'fp', owner: 'o' };
    await store.claim('k', pending, 60_000);
    const answer = { status: 200, body: { reference: 'r1' } };
    await store.settle('k', pending, { state: 'done', fingerprint: 'fp', answer }, 60_000);
    answer.body.reference = 'changed';
    const read = await store.peek('k');
    expect(read).toEqual({ state: 'done', fingerprint: 'fp', answer: { status: 200, body: { reference: 'r1' } } });
  });
});
