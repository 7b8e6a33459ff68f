// Build step: each prerendered page is stored with its own Content-Security-Policy (lib/server/http/page-policy.mjs),
// computed from the page in its final form, after the page-scripts loader has taken the place of Next's script tags.
// Next keeps a page's response headers in the .meta file beside its .html and sends them with it, in both copies of a
// prerendered page (.next/server/app, the build's seed, and .next/server/route-cache, served by `next start`); the
// Worker's build uploads the same headers with each page. Usage: node build/page-policies.mjs [project]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './files-under.mjs';
import { withPagePolicy } from '../lib/server/http/page-policy.mjs';
import { POLICY_HEADER } from '../lib/server/http/security-headers.mjs';

/** @returns {{ pages: number, largest: number }} the pages given a policy, and the longest policy's length */
export function writePagePolicies(root) {
  const server = path.join(root, '.next', 'server');
  const totals = { pages: 0, largest: 0 };
  for (const dir of [path.join(server, 'app'), path.join(server, 'route-cache')]) {
    for (const file of filesUnder(dir, /\.html$/)) {
      const metaFile = file.replace(/\.html$/, '.meta');
      if (!existsSync(metaFile)) continue;
      const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
      meta.headers = withPagePolicy(meta.headers, readFileSync(file, 'utf8'));
      const policy = meta.headers[POLICY_HEADER];
      writeFileSync(metaFile, JSON.stringify(meta, null, 2));
      totals.pages += 1;
      totals.largest = Math.max(totals.largest, policy.length);
    }
  }
  if (totals.pages === 0) throw new Error('no prerendered page with a .meta file under .next/server');
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  console.log(writePagePolicies(root));
}
