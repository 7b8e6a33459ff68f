// How much of the script alarm's work one round does.
// A Worker's Cron Trigger fires every minute, and one invocation of a Worker on the free plan may make 50 requests and
// spend 10 ms of CPU: a whole round (about 30 pages and 34 scripts) is more than that. There, each minute's round
// checks a share of the pages and of the scripts loaded on demand, in turn, every page once in a few minutes.
const WORKER_PAGES_A_ROUND = 4;

/** Which share of the pages this round checks: all of them, or on a Worker one share in turn, a minute each. */
export type RoundShare = { part: number; parts: number };

export function roundShare(pages: number, worker: boolean, now = Date.now()): RoundShare {
  if (!worker) return { part: 0, parts: 1 };
  const parts = Math.max(1, Math.ceil(pages / WORKER_PAGES_A_ROUND));
  return { part: Math.floor(now / 60_000) % parts, parts };
}

/** Whether the item at `index` of a list is in this round's share of it. */
export const inShare =
  ({ part, parts }: RoundShare) =>
  (_: unknown, index: number) =>
    index % parts === part;
