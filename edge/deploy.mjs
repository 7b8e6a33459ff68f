// npm run deploy:edge: the Worker that npm run build:edge made, deployed to Cloudflare (after `wrangler login`, or
// with CLOUDFLARE_API_TOKEN set), in the order that never lets it show the build's catalogue over the staff's edits:
//  1. the build's pages into the R2 bucket, and the D1 tag cache's table (`opennextjs-cloudflare populateCache`);
//  2. the catalogue's pages marked revalidated in D1 (edge/cache-tags.mjs), so each is rendered again from the
//     database on its first request;
//  3. `wrangler deploy`. Until then the Worker already serving keeps its own build's pages, under its own build id.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtCacheId, markCatalogueSql, TAG_CACHE_BINDING } from './cache-tags.mjs';
import { edgeNode, WRANGLER_JS } from './edge-node.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OPEN_NEXT = path.join(ROOT, 'node_modules/@opennextjs/cloudflare/dist/cli/index.js');
const log = (message) => console.log(`deploy:edge: ${message}`);

if (!existsSync(path.join(ROOT, '.open-next/worker.js'))) {
  log('no Worker built yet: run npm run build:edge first, with the production settings (docs/deploy.md)');
  process.exit(1);
}
const node = edgeNode();
// OPEN_NEXT_DEPLOY: wrangler deploys what it is given rather than handing over to OpenNext's own deploy command,
// which would store the pages again after the marks. PATH: OpenNext runs wrangler itself (`npm exec wrangler`), which
// must find the same Node first. The Hyperdrive string: OpenNext reads the Worker's variables through wrangler's local
// bindings, which refuse a Hyperdrive binding without a local Postgres to stand for it; none is ever connected to.
const env = {
  ...process.env,
  PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
  WRANGLER_SEND_METRICS: 'false',
  OPEN_NEXT_DEPLOY: 'true',
  CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: 'postgres://unused:unused@127.0.0.1:5432/unused',
};

function step(what, args) {
  log(what);
  const result = spawnSync(node, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    log(`stopped: ${what} failed (${result.status ?? result.signal}); the Worker already deployed is unchanged`);
    process.exit(result.status ?? 1);
  }
}

step("storing the build's pages in R2", [OPEN_NEXT, 'populateCache', 'remote']);
const mark = markCatalogueSql(builtCacheId(ROOT));
step('marking the catalogue pages to be rendered again', [
  WRANGLER_JS,
  'd1',
  'execute',
  TAG_CACHE_BINDING,
  '--remote',
  '--command',
  mark,
]);
step('deploying the Worker', [WRANGLER_JS, 'deploy']);
