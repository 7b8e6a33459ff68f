// npm run preview:edge's deploy step, on wrangler's local R2 and D1 in the folder given as its argument (the one
// `wrangler dev --persist-to` is given): the build's pages into the page cache's bucket, keyed as OpenNext keys them
// (what `opennextjs-cloudflare populateCache local` does, which only writes to wrangler's default folder), the tag
// cache's table, and the catalogue's pages marked revalidated (edge/cache-tags.mjs). Runs on a Node that can run
// wrangler (edge/edge-node.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeCacheKey } from '@opennextjs/cloudflare/overrides/internal';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';
import { builtCacheId, markCatalogueSql, TAG_CACHE_BINDING, TAG_TABLE_SQL } from './cache-tags.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = path.join(ROOT, '.open-next/cache');
const BUCKET_BINDING = 'NEXT_INC_CACHE_R2_BUCKET';

/** The build's cache entries: `<build id>/<key>.cache` for pages, `__fetch/<build id>/<key>` for fetches. */
function cacheEntries() {
  return readdirSync(CACHE_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const parts = path.relative(CACHE_DIR, file).split(path.sep);
      const isFetch = parts[0] === '__fetch';
      const [buildId, ...keyParts] = isFetch ? parts.slice(1) : parts;
      const key = `/${keyParts.join('/')}`.replace(/\.cache$/, '');
      return { file, key: computeCacheKey(key, { buildId, cacheType: isFetch ? 'fetch' : 'cache' }) };
    });
}

const [persistTo] = process.argv.slice(2);
if (!persistTo) throw new Error('usage: populate-local.mjs <the folder given to wrangler dev --persist-to>');

// A configuration of the two bindings alone, named as in wrangler.jsonc (wrangler finds its local copy of a bucket by
// its name, of a database by its id), beside the folder.
const { r2_buckets, d1_databases } = unstable_readConfig({ config: path.join(ROOT, 'wrangler.jsonc') });
const configPath = path.join(path.dirname(path.resolve(persistTo)), 'page-cache.wrangler.json');
writeFileSync(
  configPath,
  JSON.stringify({ name: 'page-cache', compatibility_date: '2026-11-01', r2_buckets, d1_databases }),
);
const proxy = await getPlatformProxy({
  configPath,
  persist: { path: path.join(persistTo, 'v3') },
  remoteBindings: false,
});
try {
  const bucket = proxy.env[BUCKET_BINDING];
  const entries = cacheEntries();
  let lastUpload = 0;
  for (const { file, key } of entries) {
    const stored = await bucket.put(key, readFileSync(file));
    lastUpload = Math.max(lastUpload, stored.uploaded.getTime());
  }
  // The marks must come after every page's date: R2 dates to the millisecond.
  while (Date.now() <= lastUpload) await new Promise((resolve) => setTimeout(resolve, 1));
  const tags = proxy.env[TAG_CACHE_BINDING];
  await tags.exec(TAG_TABLE_SQL);
  await tags.exec(markCatalogueSql(builtCacheId(ROOT)));
  console.log(`${entries.length} pages and files in the page cache, the catalogue's pages marked to be rendered again`);
} finally {
  await proxy.dispose();
}
