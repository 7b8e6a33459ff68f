// Next's <script async> tags (and its script preloads) in a page's HTML, replaced by the inline loader of
// page-scripts-loader.mjs, which adds the same scripts after the first paint. Used on the pages the build wrote
// (build/defer-page-scripts.mjs) and on each page the server renders again at run time (the page cache handler).
import { LOADER_MARK } from './page-scripts-mark.mjs';
import { pageScriptsLoader } from './page-scripts-loader.mjs';

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="(\/_next\/static\/[^"]+)"[^>]*\/>/g;
// Any script element of Next's, however written: none may be left once the loader has taken their place. Next's
// polyfills for browsers without JavaScript modules (noModule) stay: no browser that runs the site's code loads them.
const NEXT_SCRIPT = /<script\b(?![^>]*\snomodule\b)[^>]*\ssrc=["']?\/_next\/static\/[^>]*>/i;

/**
 * Rewrites one page's HTML. Returns null when the page was already rewritten.
 * @param {string} html
 * @param {string} template the minified loader (build/page-scripts-template.mjs)
 * @returns {string | null}
 */
export function deferScriptsInHtml(html, template) {
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
  const rest = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  const at = rest.indexOf('</head>');
  const rewritten = rest.slice(0, at) + pageScriptsLoader(template, scripts, preloads) + rest.slice(at);
  // A script Next wrote another way (deferred, a module, another attribute) would load before the first paint, and
  // the loader would not wait for it: better a failed build.
  const left = NEXT_SCRIPT.exec(rewritten);
  if (left) throw new Error(`${left[0]} is still in the page after the rewrite: has Next changed its page format?`);
  return rewritten;
}
