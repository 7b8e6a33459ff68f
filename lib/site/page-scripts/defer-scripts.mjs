// Next's <script async> tags (and its script preloads) in a page's HTML, replaced by the inline loader of
// page-scripts-loader.mjs, which adds the same scripts after the first paint. Used on the pages the build wrote
// (build/defer-page-scripts.mjs) and on each page the server renders again at run time (the page cache handler).
// Given the build's integrity manifest, the loader gives each script its integrity: a file changed on its way or on
// the server is then refused by the browser rather than run.
import { LOADER_MARK } from './page-scripts-mark.mjs';
import { pageScriptsLoader } from './page-scripts-loader.mjs';

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="(\/_next\/static\/[^"]+)"[^>]*\/>/g;
// Any script element of Next's, however written: none may be left once the loader has taken their place. Next's
// polyfills for browsers without JavaScript modules (noModule) stay: no browser that runs the site's code loads them.
const NEXT_SCRIPT = /<script\b(?![^>]*\snomodule\b)[^>]*\ssrc=["']?\/_next\/static\/[^>]*>/i;
// Those polyfills, as Next writes them: they stay as tags, and get their integrity in place.
const NOMODULE_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)" noModule=""><\/script>/g;

/** @typedef {Record<string, string> | Map<string, string> | ((address: string) => string | undefined)} ScriptIntegrity */

const INTEGRITY = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** A lookup of one address's integrity, from the manifest as the caller holds it. @param {ScriptIntegrity} integrity */
function lookupOf(integrity) {
  if (typeof integrity === 'function') return integrity;
  if (integrity instanceof Map) return (address) => integrity.get(address);
  return (address) => (Object.hasOwn(integrity, address) ? integrity[address] : undefined);
}

/**
 * The integrity of each of the page's addresses, as the loader takes them (with Next's `?dpl=` query). A script the
 * manifest does not know means the page and the manifest come from different builds: better no rewrite (the callers
 * keep Next's tags, or the build fails) than a page whose scripts the browser refuses, or one left unchecked.
 * @param {ScriptIntegrity} integrity
 * @param {string[]} addresses
 */
function pageIntegrity(integrity, addresses) {
  const lookup = lookupOf(integrity);
  /** @type {Record<string, string>} */
  const found = {};
  for (const address of addresses) {
    const value = lookup(address.split('?')[0]);
    if (typeof value !== 'string' || !INTEGRITY.test(value))
      throw new Error(
        `${address} has no integrity in the build's manifest: are the page and the manifest one build's?`,
      );
    found[address] = value;
  }
  return found;
}

// Next writes a page's data as a run of inline scripts at the end of its body, each pushing one part into
// self.__next_f. A stored page's policy names each inline script by its hash, in the header of every response: one
// script for the run instead of a dozen keeps that header short (about 50 bytes a script). Pushing the parts in one
// script changes nothing for Next, which reads them all from that array, as they come, whether its code has loaded
// or not; the page's data never holds "</script>", which Next escapes.
const PAGE_DATA_SCRIPT = String.raw`<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?\)</script>`;
const PAGE_DATA_RUN = new RegExp(`(?:${PAGE_DATA_SCRIPT}){2,}`, 'g');

/** One inline script for each run of Next's page-data scripts. @param {string} html */
function mergePageData(html) {
  return html.replace(
    PAGE_DATA_RUN,
    (run) =>
      `<script>${[...run.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join(';')}</script>`,
  );
}

/**
 * Rewrites one page's HTML. Returns null when the page was already rewritten.
 * @param {string} html
 * @param {string} template the minified loader (build/page-scripts-template.mjs)
 * @param {ScriptIntegrity} [integrity] each script file's integrity by its address without the query: the build's
 *   manifest (SCRIPT_INTEGRITY_FILE) as read from JSON, a Map, or a function. Left out, the scripts carry none.
 * @returns {string | null}
 */
export function deferScriptsInHtml(html, template, integrity) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('no </head> in the page');
  if (html.slice(0, headEnd).includes(LOADER_MARK)) return null;
  // Next puts most chunks in <head> and its bootstrap chunk in <body>: all of them wait for the paint.
  const scripts = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (scripts.length === 0) {
    // Next changed how it writes its scripts: better a failed build than pages that never become interactive.
    throw new Error('no <script src="/_next/static/…" async=""> in the page: has Next changed its page format?');
  }
  const preloads = [...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  const polyfills = [...html.matchAll(NOMODULE_SCRIPT)].map((match) => match[1]);
  const checked = integrity ? pageIntegrity(integrity, [...scripts, ...preloads, ...polyfills]) : undefined;
  let rest = mergePageData(html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, ''));
  if (checked)
    rest = rest.replace(
      NOMODULE_SCRIPT,
      (_, src) => `<script src="${src}" integrity="${checked[src]}" noModule=""></script>`,
    );
  const at = rest.indexOf('</head>');
  const loaded = checked && Object.fromEntries([...scripts, ...preloads].map((address) => [address, checked[address]]));
  const rewritten = rest.slice(0, at) + pageScriptsLoader(template, scripts, preloads, loaded) + rest.slice(at);
  // A script Next wrote another way (deferred, a module, another attribute) would load before the first paint, and
  // the loader would not wait for it: better a failed build.
  const left = NEXT_SCRIPT.exec(rewritten);
  if (left) throw new Error(`${left[0]} is still in the page after the rewrite: has Next changed its page format?`);
  return rewritten;
}
