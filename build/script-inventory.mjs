// Build step, once the prerendered pages are rewritten and stored with their policies: the inventory of every script
// the build serves and of what each public page runs, written to .next/server/script-inventory.json
// (SCRIPT_INVENTORY_FILE). The script alarm (lib/server/csp/script-alarm.ts) compares the running site with it: a
// script that is not the build's, or whose bytes changed, or a page whose security headers changed.
// It holds: the deployment id the pages carry; each file under .next/static (its address, SHA-256, size, and what it
// is for: build/script-kinds.mjs); and each prerendered public page (not the console, not Next's own error pages, not
// robots.txt, the sitemap, the icon or the manifest) with the scripts its loader adds, the ones it preloads, any other
// <script src> left in it (Next's polyfills for browsers without modules), and the security headers it is sent with.
// Usage: node build/script-inventory.mjs [project]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptKinds } from './script-kinds.mjs';
import { staticScripts } from './script-integrity.mjs';
import {
  SCRIPT_INVENTORY_FILE,
  SCRIPT_INVENTORY_FORMAT,
  SCRIPT_INVENTORY_VERSION,
  SCRIPT_KINDS,
} from '../lib/server/csp/script-inventory-file.mjs';
import { commonSecurityHeaders, CONSOLE_PATH, POLICY_HEADER } from '../lib/server/http/security-headers.mjs';
import { readLoaderArguments } from '../lib/site/page-scripts/loader-arguments.mjs';
import { LOADER_TEMPLATE_FILE } from '../lib/site/page-scripts/page-scripts-mark.mjs';

const SCRIPT_SRC = /<script\b[^>]*?\ssrc="([^"]+)"[^>]*>/gi;
const withoutQuery = (address) => address.split('?')[0];
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The id the pages carry (data-dpl-id, ?dpl=): next.config.mjs's, kept in .next/cache; else Next's build id. */
function deploymentId(next) {
  const file = path.join(next, 'cache', 'deployment-id');
  return readFileSync(existsSync(file) ? file : path.join(next, 'BUILD_ID'), 'utf8').trim();
}

/** The prerendered HTML pages a visitor may be sent, from Next's prerender manifest. @param {string} next */
function publicPages(next) {
  const { routes } = readJson(path.join(next, 'prerender-manifest.json'));
  return Object.entries(routes)
    .filter(([, route]) => route.routeType === 'page' || (!route.routeType && route.dataRoute))
    .map(([page]) => page)
    .filter((page) => !page.startsWith('/_') && page !== CONSOLE_PATH && !page.startsWith(`${CONSOLE_PATH}/`))
    .filter((page) => !/\.[a-z0-9]+$/i.test(page))
    .sort();
}

/** Where Next keeps a prerendered page's HTML ('/' is index.html). */
const pageFile = (next, page) => path.join(next, 'server', 'app', `${page === '/' ? '/index' : page}.html`);

/** The headers the page is sent with: every response's, and its own policy from its .meta file when it has one. */
function pageHeaders(file) {
  const headers = Object.fromEntries(commonSecurityHeaders.map(({ key, value }) => [key.toLowerCase(), value]));
  const metaFile = file.replace(/\.html$/, '.meta');
  const policy = existsSync(metaFile) ? readJson(metaFile).headers?.[POLICY_HEADER] : undefined;
  if (typeof policy === 'string') headers[POLICY_HEADER] = policy;
  return headers;
}

/** One page's entry; its scripts' integrity, when the loader has it, must be the files'. */
function pageEntry(next, page, template, scripts) {
  const file = pageFile(next, page);
  const html = readFileSync(file, 'utf8');
  const loader = readLoaderArguments(html, template);
  if (!loader) throw new Error(`${page}: no page-scripts loader in the page: run this after the pages are rewritten`);
  for (const [address, integrity] of Object.entries(loader.integrity)) {
    if (scripts.get(withoutQuery(address))?.sha256 !== integrity)
      throw new Error(`${page}: the loader's integrity of ${address} is not the file's`);
  }
  const loaded = new Set([...loader.scripts, ...loader.preloads].map(withoutQuery));
  const otherScripts = [...html.matchAll(SCRIPT_SRC)].map((match) => withoutQuery(match[1]));
  for (const address of [...loaded, ...otherScripts])
    if (!scripts.has(address)) throw new Error(`${page}: ${address} is not a file of this build`);
  return {
    scripts: loader.scripts.map(withoutQuery),
    preloads: loader.preloads.map(withoutQuery),
    otherScripts: otherScripts.filter((address) => !loaded.has(address)),
    headers: pageHeaders(file),
  };
}

/** The inventory of the build at root. @param {string} root */
export function scriptInventory(root) {
  const next = path.join(root, '.next');
  const files = staticScripts(root);
  if (files.size === 0) throw new Error('no script under .next/static: run next build first');
  const kinds = scriptKinds(root, files.keys());
  const scripts = Object.fromEntries(
    [...files].map(([address, file]) => [address, { ...file, kind: kinds.get(address) }]),
  );
  const templateFile = path.join(next, 'server', LOADER_TEMPLATE_FILE);
  if (!existsSync(templateFile)) throw new Error(`no ${LOADER_TEMPLATE_FILE}: run this after the pages are rewritten`);
  const template = readFileSync(templateFile, 'utf8');
  const pages = Object.fromEntries(publicPages(next).map((page) => [page, pageEntry(next, page, template, files)]));
  if (Object.keys(pages).length === 0) throw new Error('no prerendered public page in .next/prerender-manifest.json');
  return {
    format: SCRIPT_INVENTORY_FORMAT,
    version: SCRIPT_INVENTORY_VERSION,
    deploymentId: deploymentId(next),
    scripts,
    pages,
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Writes the inventory into .next/server and returns a one-line summary.
 * @param {string} root the project whose .next is finished
 */
export function writeScriptInventory(root) {
  const inventory = scriptInventory(root);
  writeFileSync(path.join(root, '.next', 'server', SCRIPT_INVENTORY_FILE), `${JSON.stringify(inventory, null, 1)}\n`);
  const byKind = new Map(SCRIPT_KINDS.map((kind) => [kind, { files: 0, bytes: 0 }]));
  for (const { kind, bytes } of Object.values(inventory.scripts)) {
    const sum = byKind.get(kind);
    byKind.set(kind, { files: sum.files + 1, bytes: sum.bytes + bytes });
  }
  const kinds = [...byKind].map(([kind, sum]) => `${sum.files} ${kind} (${kb(sum.bytes)})`).join(', ');
  const paystack = byKind.get('paystack').files > 0 ? '' : ': no chunk holds @paystack/inline-js';
  return (
    `script-inventory: ${Object.keys(inventory.scripts).length} scripts: ${kinds}${paystack}; ` +
    `${Object.keys(inventory.pages).length} public pages, deployment ${inventory.deploymentId}`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  console.log(writeScriptInventory(root));
}
