import type { GuardStore } from '../store/guard-store';

/** The store (Redis) failed or was too slow: the guard answers 503 rather than guess about limits or replays. */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('The guard store did not answer', { cause });
    this.name = 'StoreUnavailable';
  }
}

/** Runs `work` on the store, throwing StoreUnavailable on any failure or after `limitMs`. */
export async function callStore<T>(
  store: Promise<GuardStore>,
  work: (store: GuardStore) => Promise<T>,
  limitMs: number,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([store.then(work), timeout]);
  } catch (error) {
    throw new StoreUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}
