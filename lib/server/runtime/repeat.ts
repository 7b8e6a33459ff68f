import 'server-only';

// The server's background rounds (mail retries, reconciliation): one timer per process however often the module is
// loaded, one round at a time (other processes are kept apart by the rows each round claims), never keeping a process
// alive on its own. A round must not throw: it reports its own failures.

const timers = Symbol.for('mhv.jobs.timers');
type Holder = { [timers]?: Map<string, NodeJS.Timeout> };

export function repeatEvery(name: string, everyMs: number, round: () => Promise<unknown>): void {
  const holder = globalThis as Holder;
  const running = (holder[timers] ??= new Map());
  if (running.has(name)) return;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void round().finally(() => {
      busy = false;
    });
  }, everyMs);
  timer.unref();
  running.set(name, timer);
}

/**
 * A round on the site's database that counts what it did (holds released, for one): the count is logged when there
 * is one, and a failure is logged and answered with null, so the round never throws.
 */
export function countingRound(
  label: string,
  work: () => Promise<number>,
  said: (count: number) => string,
): () => Promise<number | null> {
  return () =>
    work()
      .then((count) => {
        if (count > 0) console.info(`[${label}] ${said(count)}`);
        return count;
      })
      .catch((error: unknown) => {
        console.error(`[${label}] round skipped:`, error instanceof Error ? error.message : error);
        return null;
      });
}
