// How @opennextjs/cloudflare turns the Next build into a Worker (npm run build:edge, edge/build.mjs).
import { defineCloudflareConfig } from '@opennextjs/cloudflare';
import r2IncrementalCache from '@opennextjs/cloudflare/overrides/incremental-cache/r2-incremental-cache';
import { withRegionalCache } from '@opennextjs/cloudflare/overrides/incremental-cache/regional-cache';
import memoryQueue from '@opennextjs/cloudflare/overrides/queue/memory-queue';
import d1NextModeTagCache from '@opennextjs/cloudflare/overrides/tag-cache/d1-next-tag-cache';

// The public pages are rendered at build from content/'s seed and again whenever the catalogue changes, so they are
// kept where the Worker can rewrite them: an R2 bucket (wrangler.jsonc), with a copy in each data centre's own cache
// so that most answers skip the trip to R2. A console save marks the pages' tags in the D1 tag cache; the next request
// for a marked page renders it again. Pages that go stale by time (a consultation's page, every five minutes, so that
// times that have passed leave it) are rendered again behind the answer by the memory queue, which asks the Worker
// itself: no Durable Object to create for a queue that is idle.
// edge/cache-tags.mjs fills the bucket and marks the catalogue's pages at each deploy (npm run deploy:edge) and at
// each start of npm run preview:edge.
//
// A request for a stored page is answered from that cache before Next's server is loaded (cache interception): a
// visitor reaching an isolate that has just started waits for one cache read, not for Next to load, and the page costs
// a few milliseconds of CPU. Pages that are stale, per-visitor or not stored still go to Next.
const config = defineCloudflareConfig({
  incrementalCache: withRegionalCache(r2IncrementalCache, { mode: 'long-lived' }),
  tagCache: d1NextModeTagCache,
  queue: memoryQueue,
  enableCacheInterception: true,
});

// edge/trace-fix.mjs completes the proxy's file list before OpenNext bundles it.
config.buildCommand = 'npm run build && node edge/trace-fix.mjs';

export default config;
