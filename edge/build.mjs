// npm run build:edge: the site as a Cloudflare Worker, in .open-next/ (@opennextjs/cloudflare, configured by
// open-next.config.ts and wrangler.jsonc). The Node build in .next/ is kept: OpenNext builds into .next/ as well, so
// the Node build waits beside it and comes back afterwards, and `npm start` serves what it served before.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { edgeNode } from './edge-node.mjs';
import { writeStaticHeaders } from './static-headers.mjs';
import { SCRIPT_INVENTORY_FILE } from '../lib/server/csp/script-inventory-file.mjs';
import { LOADER_TEMPLATE_FILE, SCRIPT_INTEGRITY_FILE } from '../lib/site/page-scripts/page-scripts-mark.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_DIR = path.join(ROOT, '.next');
const ASIDE = path.join(ROOT, '.next-node');
const OPEN_NEXT = path.join(ROOT, 'node_modules/@opennextjs/cloudflare/dist/cli/index.js');

const keptNodeBuild = existsSync(path.join(NEXT_DIR, 'BUILD_ID'));
// A Node build left aside by an interrupted run is the one to keep.
if (existsSync(path.join(ASIDE, 'BUILD_ID'))) rmSync(NEXT_DIR, { recursive: true, force: true });
else if (keptNodeBuild) renameSync(NEXT_DIR, ASIDE);

let status = 1;
try {
  const env = { ...process.env, EDGE_BUILD: '1', NEXT_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false' };
  status = spawnSync(edgeNode(), [OPEN_NEXT, 'build'], { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
  if (status === 0) {
    const assets = path.join(ROOT, '.open-next/assets');
    console.log(`build:edge: ${writeStaticHeaders(assets)}`);
    // The site's error page, for edge/worker.ts to answer with when a request fails outside Next.
    copyFileSync(path.join(NEXT_DIR, 'server/pages/500.html'), path.join(assets, '500.html'));
    // The page-scripts loader the build minified, for edge/worker.ts to put into the pages the Worker renders again
    // (wrangler.jsonc's "alias" names it page-scripts-template).
    const template = readFileSync(path.join(NEXT_DIR, 'server', LOADER_TEMPLATE_FILE), 'utf8');
    writeFileSync(
      path.join(ROOT, '.open-next/page-scripts-template.mjs'),
      `export default ${JSON.stringify(template)};\n`,
    );
    // The scripts' integrity and the build's script inventory, as modules (wrangler.jsonc's "alias"): a Worker has no
    // disk to read them from.
    for (const [file, module] of [
      [SCRIPT_INTEGRITY_FILE, 'page-scripts-integrity.mjs'],
      [SCRIPT_INVENTORY_FILE, 'script-inventory.mjs'],
    ]) {
      const json = JSON.parse(readFileSync(path.join(NEXT_DIR, 'server', file), 'utf8'));
      writeFileSync(path.join(ROOT, '.open-next', module), `export default ${JSON.stringify(json)};\n`);
    }
  }
} finally {
  if (existsSync(ASIDE)) {
    rmSync(NEXT_DIR, { recursive: true, force: true });
    renameSync(ASIDE, NEXT_DIR);
  }
}
process.exit(status);
