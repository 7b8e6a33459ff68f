// How much of the script alarm's work one round does.
// One invocation of a Worker on the free plan may make 50 requests and spend 10 ms of CPU: a whole round (about 30
// pages and 34 scripts) is more than that, so each round of a Worker checks a share of the pages and of the scripts
// loaded on demand, in turn. The free plan also allows 100,000 requests a day, and each page or script a round asks
// the Worker for is one: a share (4 pages and their scripts, about 20 requests) every minute would be some 28,000 a
// day. So the Cron Trigger, though it fires every minute, runs a round only every ROUND_GAP_MINUTES
// (script-alarm-store.ts), as a Node server does: about 2,800 requests a day, and every page checked about once in
// 80 minutes.
const WORKER_PAGES_A_ROUND = 4;

/** Which share of the pages this round checks: all of them, or on a Worker one share in turn, a round each. */
export type RoundShare = { part: number; parts: number };

/**
 * This round's share, for rounds `gapMinutes` apart. The share follows the round's period, not the minute: with
 * rounds ten minutes apart, a share picked by the minute would come back to the same few parts and never reach the
 * others.
 */
export function roundShare(pages: number, worker: boolean, gapMinutes: number, now = Date.now()): RoundShare {
  if (!worker) return { part: 0, parts: 1 };
  const parts = Math.max(1, Math.ceil(pages / WORKER_PAGES_A_ROUND));
  return { part: Math.floor(now / (gapMinutes * 60_000)) % parts, parts };
}

/** Whether the item at `index` of a list is in this round's share of it. */
export const inShare =
  ({ part, parts }: RoundShare) =>
  (_: unknown, index: number) =>
    index % parts === part;
