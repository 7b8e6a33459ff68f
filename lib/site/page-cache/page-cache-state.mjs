// What this process's page cache must treat as out of date, shared between the code that learns it (the page
// refresh, page-refresh.ts, bundled by Next) and the cache handler Next loads on its own (page-cache-handler.mjs).
// Plain JavaScript on globalThis: the two are separate copies of this module in one process.

const STATE = Symbol.for('mhv.pageCache.state');

/** @typedef {{ marks: Map<string, { stale?: number, expired?: number }>, version: number, ready: Promise<void> | null }} PageCacheState */

/** @returns {PageCacheState} */
export function pageCacheState() {
  const holder = /** @type {Record<symbol, PageCacheState>} */ (/** @type {unknown} */ (globalThis));
  holder[STATE] ??= { marks: new Map(), version: 0, ready: null };
  return holder[STATE];
}

/**
 * Marks pages, named by their cache tags, as out of date from now. `stale`: the next request still gets the cached
 * page while a fresh one is rendered behind it (a failed render keeps the old one). `expired`: no request gets the
 * cached page again; the next one waits for a fresh render (a new build's pages against an edited catalogue).
 * @param {readonly string[]} tags
 * @param {'stale' | 'expired'} [how]
 */
export function expirePageTags(tags, how = 'stale') {
  const state = pageCacheState();
  const now = Date.now();
  for (const tag of tags) state.marks.set(tag, { ...state.marks.get(tag), [how]: now });
  state.version += 1;
}

/**
 * Holds the page cache's answers until `ready` settles: the start-up check that decides whether the build's pages
 * may be served at all.
 * @param {Promise<void>} ready
 */
export function holdPageCacheUntil(ready) {
  pageCacheState().ready = ready.catch(() => undefined);
}
