// wrangler and workerd's local runner need Node 22.12 or later. On an older Node (a machine still on 20), the edge
// commands run themselves on Node 24 LTS from the npm registry (the `node` package), fetched once into npm's cache.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** wrangler's command-line entry, run with edgeNode() by every edge command. */
export const WRANGLER_JS = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));

const MINIMUM = [22, 12];

function recentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
}

/** The path of a Node binary that can run wrangler: this one if recent enough, otherwise Node 24's. */
export function edgeNode() {
  if (recentEnough(process.version)) return process.execPath;
  const found = spawnSync('npx', ['--yes', '-p', 'node@24', 'node', '-p', 'process.execPath'], { encoding: 'utf8' });
  const binary = found.stdout?.trim();
  if (found.status !== 0 || !binary) {
    throw new Error(`Node ${MINIMUM.join('.')} or later is needed, and node@24 could not be fetched: ${found.stderr}`);
  }
  return binary;
}
