import 'server-only';
import { withDatabase } from '@/lib/server/db/connection';
import { expirePageTags, holdPageCacheUntil } from './page-cache-state.mjs';
import { applyPageRefreshes, lastPageRefresh } from './page-refresh';

// Each Node server process follows the page refreshes (page-refresh.ts says how they are written).
//
// At start, before any page leaves the cache and once the database answers: every page the caller names as showing
// what lives in the database is expired outright, and the first request for each renders it from the database and
// waits for it. The cache may hold the build's pages (rendered from the seed in content/) or pages rendered before a
// restart from a database that has changed since, or is another one: neither is trusted. A new deployment or a
// restart therefore never shows the seed's values, or any old ones, over the staff's edits, not even to its first
// visitors. Then, every second, the refreshes written since.

const EVERY_MS = 1000;
/** How long the first answers may wait for the start-up check before the cache answers anyway (and logs it). */
const HOLD_AT_MOST_MS = 15_000;

type Follower = { last: number; checked: boolean; failing: boolean; expireAtStart: readonly string[] };

async function round(state: Follower): Promise<void> {
  try {
    await withDatabase(async (db) => {
      if (!state.checked) {
        // The newest refresh first: one committed while the pages are expired is then applied by the next round.
        state.last = await lastPageRefresh(db);
        expirePageTags(state.expireAtStart, 'expired');
        state.checked = true;
      } else {
        state.last = await applyPageRefreshes(db, state.last);
      }
    });
    if (state.failing) console.log('[page cache] page refreshes: the database answers again.');
    state.failing = false;
  } catch (error) {
    if (!state.failing) {
      console.error(
        '[page cache] page refreshes: the database does not answer; pages keep their last version until it does:',
        error instanceof Error ? error.message : error,
      );
    }
    state.failing = true;
  }
}

/**
 * Starts following; the page cache holds its first answers until the start-up check has run (or failed).
 * `expireAtStart`: the tags of every page whose built or kept copy may be older than the database.
 */
export function followPageRefreshes(expireAtStart: readonly string[]): void {
  const state: Follower = { last: 0, checked: false, failing: false, expireAtStart };
  const first = round(state);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, HOLD_AT_MOST_MS).unref());
  holdPageCacheUntil(Promise.race([first, timeout]));
  void first.then(() => {
    const timer = setInterval(() => void round(state), EVERY_MS);
    timer.unref();
  });
}
