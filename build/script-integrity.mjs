// Build step: the SHA-256 of every script file under .next/static, by the address a browser asks for it at
// ('/_next/static/chunks/a.js'), written into .next/server (SCRIPT_INTEGRITY_FILE) before the pages are rewritten, so
// that the page-scripts loader gives each script it adds its integrity: a file changed after the build (on the server,
// in a cache, on its way) is refused by the browser rather than run. The page cache and the Worker read the same
// manifest for the pages they render again at run time. SHA-256, the policy's algorithm too: each value sits in the
// page, where SHA-384's would take 20 characters more a script, about 220 bytes a page that no compression takes
// back. Usage: node build/script-integrity.mjs [project]
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder } from './files-under.mjs';
import { SCRIPT_INTEGRITY_FILE } from '../lib/site/page-scripts/page-scripts-mark.mjs';

/** Where .next/static is served from. */
const STATIC_ADDRESS = '/_next/static';

/** The integrity value of `bytes`, as an integrity attribute and the inventory name it. @param {Buffer} bytes */
export function sha256Of(bytes) {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/**
 * Every script file of the build, by address, with its integrity and size, in address order.
 * @param {string} root the project
 * @returns {Map<string, { sha256: string, bytes: number }>}
 */
export function staticScripts(root) {
  const dir = path.join(root, '.next', 'static');
  const found = [];
  for (const file of filesUnder(dir, /\.js$/)) {
    const bytes = readFileSync(file);
    const address = `${STATIC_ADDRESS}/${path.relative(dir, file).split(path.sep).join('/')}`;
    found.push([address, { sha256: sha256Of(bytes), bytes: bytes.length }]);
  }
  return new Map(found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Writes the manifest into .next/server and returns it: { address: 'sha256-…' }.
 * @param {string} root
 * @returns {Record<string, string>}
 */
export function writeScriptIntegrity(root) {
  const scripts = staticScripts(root);
  if (scripts.size === 0) throw new Error('no script under .next/static: run next build first');
  const manifest = Object.fromEntries([...scripts].map(([address, { sha256 }]) => [address, sha256]));
  writeFileSync(path.join(root, '.next', 'server', SCRIPT_INTEGRITY_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  console.log(`${Object.keys(writeScriptIntegrity(root)).length} scripts in ${SCRIPT_INTEGRITY_FILE}`);
}
