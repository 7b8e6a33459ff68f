import 'server-only';

// What a page as served names to run, read from its HTML as the script alarm fetched it: every <script src> and
// script preload, and every script file of the build named inside its inline scripts (the page-scripts loader's list,
// and Next's page data, which names the chunks its code loads). Read from the text, not by running anything: the
// addresses of the build's files are plain strings wherever they are written.

/** One script a page names: its full address as the browser would ask, and whether it is on the site's origin. */
export type NamedScript = { url: string; address: string; sameOrigin: boolean };

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_LINK = /<link\b(?=[^>]*\brel\s*=\s*["']?(?:preload|modulepreload)\b)[^>]*>/gi;
const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const AS_SCRIPT = /\sas\s*=\s*["']?script\b/i;
const MODULE_PRELOAD = /\brel\s*=\s*["']?modulepreload\b/i;
// A build's script address inside script text: up to a quote, a backslash (JSON inside a string), a space or a bracket.
const STATIC_ADDRESS = /\/_next\/static\/[^"'`\\\s)<>]+?\.js(?:\?[^"'`\\\s)<>]*)?(?=["'`\\\s)<>,]|$)/g;
const DEPLOYMENT_ATTRIBUTE = /<html\b[^>]*?\sdata-dpl-id\s*=\s*"([^"]*)"/i;
const DEPLOYMENT_QUERY = /\/_next\/static\/[^"'\\\s]+?\?(?:[^"'\\\s]*&)?dpl=([^&"'\\\s]+)/;

const attribute = (pattern: RegExp, tag: string) => {
  const found = pattern.exec(tag);
  return found ? (found[1] ?? found[2] ?? found[3]) : null;
};

/** HTML's few character references a URL attribute may hold. */
const unescaped = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<');

/**
 * Every script `html` names, once each, in page order; addresses are paths without the query (as the inventory has
 * them) for the site's own, the full URL for another site's.
 */
export function namedScripts(html: string, origin: string): NamedScript[] {
  const found = new Map<string, NamedScript>();
  const add = (raw: string) => {
    const url = new URL(unescaped(raw), origin);
    const sameOrigin = url.origin === origin;
    const address = sameOrigin ? url.pathname : `${url.origin}${url.pathname}`;
    if (!found.has(address)) found.set(address, { url: url.toString(), address, sameOrigin });
  };
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    const src = attribute(SRC, attributes);
    if (src !== null) add(src);
    else for (const [address] of text.matchAll(STATIC_ADDRESS)) add(address);
  }
  for (const [tag] of html.matchAll(SCRIPT_LINK)) {
    const href = attribute(HREF, tag);
    if (href !== null && (AS_SCRIPT.test(tag) || MODULE_PRELOAD.test(tag))) add(href);
  }
  return [...found.values()];
}

/** The deployment the page comes from, as Next writes it (data-dpl-id, or the ?dpl= of its scripts), if it says. */
export function servedDeploymentId(html: string): string | null {
  return DEPLOYMENT_ATTRIBUTE.exec(html)?.[1] ?? DEPLOYMENT_QUERY.exec(html)?.[1] ?? null;
}
