import 'server-only';
import type { AppDatabase } from '@/lib/server/db/client';
import { withDatabase } from '@/lib/server/db/connection';
import { catalogueKinds, type CatalogueKind } from '@/lib/server/db/stored-values';
import { expirePageTags, holdPageCacheUntil } from '@/lib/site/page-cache/page-cache-state.mjs';
import { catalogueRules } from './catalogue-kinds';
import { shownEntries } from './catalogue-store';
import { applyPageRefreshes, lastPageRefresh, refreshTagsFor } from './page-refresh';

// Each Node server process follows the catalogue's page refreshes (page-refresh.ts says how they are written).
//
// At start, before any page leaves the cache: the build rendered the catalogue's pages from the seed in content/,
// so every kind whose entries in the database differ from the seed gets its pages expired outright; the first
// request for each renders it from the database and waits for it. A new deployment therefore never shows the seed's
// prices over the staff's edits, not even to its first visitors. Then, every second, the refreshes written since.

const EVERY_MS = 1000;
/** How long the first answers may wait for the start-up check before the cache answers anyway (and logs it). */
const HOLD_AT_MOST_MS = 15_000;

/** The value with every object's keys in one order: the database keeps an entry's keys in its own order. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort();
  return Object.fromEntries(keys.map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
};
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The kinds whose shown entries are not the seed the build rendered. */
export async function kindsEditedSinceSeed(db: AppDatabase) {
  const edited: CatalogueKind[] = [];
  for (const kind of catalogueKinds) {
    if (!same(await shownEntries(db, kind), catalogueRules[kind].seed())) edited.push(kind);
  }
  return edited;
}

type Follower = { last: number; checked: boolean; failing: boolean };

async function round(state: Follower): Promise<void> {
  try {
    await withDatabase(async (db) => {
      if (!state.checked) {
        // The newest refresh first: one committed while the check runs is then applied by the next round.
        state.last = await lastPageRefresh(db);
        const edited = await kindsEditedSinceSeed(db);
        expirePageTags(
          edited.flatMap((kind) => refreshTagsFor(kind, null, null, true)),
          'expired',
        );
        state.checked = true;
      } else {
        state.last = await applyPageRefreshes(db, state.last);
      }
    });
    if (state.failing) console.log('[catalogue] page refreshes: the database answers again.');
    state.failing = false;
  } catch (error) {
    if (!state.failing) {
      console.error(
        '[catalogue] page refreshes: the database does not answer; pages keep their last version until it does:',
        error instanceof Error ? error.message : error,
      );
    }
    state.failing = true;
  }
}

/** Starts following; the page cache holds its first answers until the start-up check has run (or failed). */
export function followPageRefreshes(): void {
  const state: Follower = { last: 0, checked: false, failing: false };
  const first = round(state);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, HOLD_AT_MOST_MS).unref());
  holdPageCacheUntil(Promise.race([first, timeout]));
  void first.then(() => {
    const timer = setInterval(() => void round(state), EVERY_MS);
    timer.unref();
  });
}
