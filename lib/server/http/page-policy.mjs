// A stored page's Content-Security-Policy, from the page itself: the SHA-256 hash of each inline script it holds.
// Computed wherever a page is stored in its final form: the build's pages (build/page-policies.mjs), each page a Node
// server renders again (lib/site/page-cache/page-cache-handler.mjs), each page the Worker sends from its store
// (edge/worker.ts), and the offline page the service worker writes (build/build-service-worker.mjs). The hashes travel
// in the response's header, never in the page, so a page costs its visitor no extra bytes of HTML.
// Plain JavaScript: the build's scripts and the page cache load it outside Next's bundles.
import { createHash } from 'node:crypto';
import { POLICY_HEADER, REPORT_TO, storedPagePolicy } from './security-headers.mjs';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// The types a browser runs; the others (structured data's application/ld+json, Next's JSON) are data it never runs,
// which a policy does not govern.
const RUN_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The source expressions ('sha256-…') of every inline script a browser would run in `html`, in page order, once each.
 * The hash is of the script's text exactly as written between its tags, as a browser computes it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes);
    const value = type ? (type[1] ?? type[2] ?? type[3]).trim().toLowerCase() : '';
    if (!RUN_TYPES.has(value)) continue;
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The policy of a stored page, as the header's value. @param {string} html */
export function pagePolicy(html) {
  return storedPagePolicy(inlineScriptHashes(html));
}

/**
 * A stored page's headers as Next keeps them (names in lower case) with the page's own policy in place of any other.
 * @param {Record<string, unknown> | undefined} headers
 * @param {string} html
 */
export function withPagePolicy(headers, html) {
  return { ...headers, [POLICY_HEADER]: pagePolicy(html) };
}

// The sources that differ from page to page (a stored page's hashes) or from response to response (a nonce, with the
// 'strict-dynamic' that comes with it).
const PER_PAGE_SOURCE = / '(?:sha256-[A-Za-z0-9+/_-]+=*|nonce-[A-Za-z0-9+/_-]+=*|strict-dynamic)'/g;

/**
 * A public policy without its per-page and per-response sources, and without the report-to an answer over HTTPS adds:
 * the same for every public answer of one deployment (NO_INLINE_SCRIPT_POLICY's), so a check can tell a changed
 * policy from a page whose inline scripts changed.
 * @param {string} policy
 */
export function policySkeleton(policy) {
  const general = policy.replace(PER_PAGE_SOURCE, '');
  return general.endsWith(REPORT_TO) ? general.slice(0, -REPORT_TO.length) : general;
}
