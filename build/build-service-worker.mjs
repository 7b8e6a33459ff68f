// Build step: bundles the site's service worker (lib/site/pwa/service-worker.ts) into public/sw.js, with the offline
// page written into it: the prerendered /offline page as the site draws it, less Next's scripts (a visitor without a
// connection may not hold them), keeping only its own small script that lists the kept pages. The worker installs
// that page's stylesheet, which every page shares. NEXT_PUBLIC_SERVICE_WORKER=off ships the retiring worker
// (lib/site/pwa/retired-service-worker.ts) instead. Usage: node build/build-service-worker.mjs [project]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { pagePolicy } from '../lib/server/http/page-policy.mjs';
import { commonSecurityHeaders } from '../lib/server/http/security-headers.mjs';
import { OFFLINE_PATH, OFFLINE_SCRIPT_MARK, SERVICE_WORKER_URL } from '../lib/site/pwa/offline-page.mjs';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
// The header's bar and its logo link home; its menus need the site's code, and the kept pages are listed instead.
const HEADER = /(<header\b[^>]*>)(<div\b[^>]*>)([\s\S]*?)<\/header>/;
const HOME_LINK = /<a\b[^>]*aria-label="[^"]* home"[^>]*>[\s\S]*?<\/a>/;
// Parts a page without the site's code has no use for, left out to keep the worker small: script preloads, the
// sharing cards' tags, the splash (shown only by script), the footer and the cart button (the page links to the cart
// on a kept page instead).
const UNUSED = [
  /<link rel="(?:preload|modulepreload)"[^>]*\/>/g,
  /<meta (?:property="og:|name="twitter:|name="description"|name="application-name")[^>]*\/>/g,
  /<link rel="(?:manifest|icon)"[^>]*\/>/g,
  /<!--\/?\$-->/g,
  /<div id="splash"[^>]*><div[^>]*><\/div><p[^>]*>.*?<\/p><\/div>/,
  /<footer\b[\s\S]*?<\/footer>/,
  /<button\b[^>]*data-testid="cart-button"[^>]*>[\s\S]*?<\/button>/,
];
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"/g;

/**
 * The offline page as the worker serves it.
 * @param {string} html the prerendered page
 */
export function offlinePage(html) {
  const page = html.replace(SCRIPT, (script, attributes) => (attributes.includes(OFFLINE_SCRIPT_MARK) ? script : ''));
  if (!page.includes(OFFLINE_SCRIPT_MARK)) throw new Error(`the offline page has no <script ${OFFLINE_SCRIPT_MARK}>`);
  const stylesheets = [...page.matchAll(STYLESHEET)].map((match) => match[1].replace(/&amp;/g, '&'));
  if (stylesheets.length === 0) throw new Error('the offline page links no stylesheet');
  const header = HEADER.exec(page);
  const homeLink = header && HOME_LINK.exec(header[3]);
  if (!header || !homeLink) throw new Error('the offline page has no <header> with a home link');
  const shown = UNUSED.reduce((rest, unused) => rest.replace(unused, ''), page).replace(
    header[0],
    `${header[1]}${header[2]}${homeLink[0]}</div></header>`,
  );
  // Its policy, as on every stored page: its one script (inline) by hash. Of the other security headers, only the
  // referrer policy concerns a page the worker writes; the rest concern what a browser does with the network's.
  const referrer = commonSecurityHeaders.find(({ key }) => key === 'Referrer-Policy');
  const headers = { 'Content-Security-Policy': pagePolicy(shown), [referrer.key]: referrer.value };
  return { html: shown, stylesheets, headers };
}

/** @param {string} root @returns {Promise<{ file: string, bytes: number, retired: boolean }>} */
export async function buildServiceWorker(root) {
  const retired = process.env.NEXT_PUBLIC_SERVICE_WORKER === 'off';
  const buildId = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  const source = readFileSync(path.join(root, '.next', 'server', 'app', `${OFFLINE_PATH.slice(1)}.html`), 'utf8');
  const file = path.join(root, 'public', SERVICE_WORKER_URL.slice(1));
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'lib', 'site', 'pwa', retired ? 'retired-service-worker.ts' : 'service-worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define: { OFFLINE_PAGE: JSON.stringify(offlinePage(source)), 'process.env.NODE_ENV': '"production"' },
    // Each build's worker differs from the last, so a browser installs it on its next visit.
    banner: { js: `/* ${buildId} */` },
  });
  const code = result.outputFiles[0].contents;
  writeFileSync(file, code);
  return { file: path.relative(root, file), bytes: code.length, retired };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  buildServiceWorker(root).then((result) => console.log(result));
}
