// What a deploy of the Worker does to its page cache (open-next.config.ts: pages in R2, tag dates in D1), shared by
// npm run deploy:edge (Cloudflare's R2 and D1) and npm run preview:edge (wrangler's local copies of them).
//
// The build renders the catalogue's pages from content/'s seed, since it cannot reach the production database; the
// staff's edits live in the database. So once the build's pages are in the cache, the catalogue's pages are marked
// revalidated: OpenNext's tag cache ("next mode") then counts every stored page carrying one of those tags, and
// stored before the mark, as out of date, and the first request for it renders it again, from the database, before
// answering. The marks are dated by D1's own clock, the same time as R2's dates of the pages they are compared with.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The tags Next gives the catalogue's pages (lib/catalogue/catalogue-page-tags.ts, ALL_CATALOGUE_TAGS): every public
 * page, each carrying the cart's copy of the products, and the sitemap. Written here again because this runs on plain
 * Node, which cannot load that server module; tests/catalogue/edge-cache-tags.test.ts holds the two lists equal.
 */
export const CATALOGUE_TAGS = ['_N_T_/(site)/layout', '_N_T_/sitemap.xml'];

/** The D1 database of the tag cache, by its binding's name in wrangler.jsonc. */
export const TAG_CACHE_BINDING = 'NEXT_TAG_CACHE_D1';

/** The table OpenNext's D1 tag cache reads (as `opennextjs-cloudflare populateCache` creates it). */
export const TAG_TABLE_SQL =
  'CREATE TABLE IF NOT EXISTS revalidations (tag TEXT NOT NULL, revalidatedAt INTEGER NOT NULL, stale INTEGER, ' +
  'expire INTEGER default NULL, UNIQUE(tag) ON CONFLICT REPLACE)';

/** The build's id, under which OpenNext keys its cache entries and tags: the one folder of .open-next/cache/. */
export function builtCacheId(root) {
  const ids = readdirSync(path.join(root, '.open-next/cache')).filter((name) => name !== '__fetch');
  if (ids.length !== 1) throw new Error(`.open-next/cache/ should hold one build, found: ${ids.join(', ') || 'none'}`);
  return ids[0];
}

/**
 * The statement that marks the catalogue's pages of build `buildId` revalidated now: no expiry, so no stale copy is
 * ever served (the tag cache keys each tag by the build's id).
 */
export function markCatalogueSql(buildId) {
  if (!/^[\w-]+$/.test(buildId)) throw new Error(`unexpected build id: ${buildId}`);
  const now = "CAST(unixepoch('subsec') * 1000 AS INTEGER)";
  const rows = CATALOGUE_TAGS.map((tag) => `('${buildId}/${tag}', ${now}, ${now}, NULL)`);
  return `INSERT INTO revalidations (tag, revalidatedAt, stale, expire) VALUES ${rows.join(', ')}`;
}
