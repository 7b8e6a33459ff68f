import type { CspViolation } from './csp-report-shapes';

// A violation reduced to what is kept: the page's path on this site, the directive, and a word or an origin for what
// was blocked. Nothing in it points at the visitor: no address, no browser, no sample of the code, no query string,
// no reference of a private page. A report about another site's page, a directive no browser names, or a violation
// that blocked nothing (a report-only policy) is dropped.

/** What one row counts. */
export type CspReportKey = { pagePath: string; directive: string; blocked: string };

/** What is ours: the site's own address (SITE_URL), and the host name the report was sent to, whatever its port. */
export type OwnOrigin = { siteOrigin: string; requestHost: string | null };

/** Long enough to tell every page of the site apart; a longer path is cut. */
export const MAX_PAGE_PATH = 200;
const MAX_ORIGIN = 300;

/** The directives browsers report against; a report naming another one was made by hand. */
const KNOWN_DIRECTIVES: ReadonlySet<string> = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'prefetch-src',
  'fenced-frame-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'navigate-to',
  'require-trusted-types-for',
  'trusted-types',
  'webrtc',
]);

/** The words browsers write instead of an address, kept as they are. */
const BLOCKED_WORDS = new Set(['inline', 'eval', 'wasm-eval', 'self', 'data', 'blob']);
const WEB_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);

// The private pages whose address holds a buyer's reference (an order's receipt, a booking's page): the reference
// becomes a placeholder, so the count says which kind of page without naming whose. Their routes are
// app/(site)/orders/[reference] and app/(site)/bookings/[reference].
const PRIVATE_PAGE = /^\/(orders|bookings)\/[^/]+/;

function webUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return WEB_SCHEMES.has(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** The first word of a directive: older engines write the violated one with its sources after it. */
function directiveOf(raw: string): string | null {
  const name = raw.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return KNOWN_DIRECTIVES.has(name) ? name : null;
}

/**
 * 'inline', 'eval', 'wasm-eval', 'data', 'blob', 'self' (this page's own origin, or what older Firefox says for an
 * inline script), an add-on's code ('extension': the visitor's browser, not the site), another origin alone, or
 * 'other' for anything else.
 */
function blockedCategory(raw: string, pageOrigin: string): string {
  const text = raw.trim();
  const word = text.toLowerCase();
  if (BLOCKED_WORDS.has(word)) return word;
  const scheme = /^([a-z][a-z0-9+.-]*)(?::|$)/.exec(word)?.[1];
  if (scheme === 'data' || scheme === 'blob') return scheme;
  if (scheme?.endsWith('-extension')) return 'extension';
  const url = webUrl(text);
  if (!url) return 'other';
  return url.origin === pageOrigin ? 'self' : url.origin.slice(0, MAX_ORIGIN);
}

/** The page's path when the page is one of ours, else null. */
function ownPagePath(documentUrl: string, own: OwnOrigin): { path: string; origin: string } | null {
  const url = webUrl(documentUrl);
  if (!url || (url.origin !== own.siteOrigin && url.hostname !== own.requestHost)) return null;
  const path = url.pathname.replace(PRIVATE_PAGE, '/$1/[reference]');
  return { path: path.slice(0, MAX_PAGE_PATH), origin: url.origin };
}

/** What one violation counts towards, or null when it is not kept. */
export function reduceViolation(violation: CspViolation, own: OwnOrigin): CspReportKey | null {
  if (violation.disposition.toLowerCase() !== 'enforce') return null;
  const page = ownPagePath(violation.documentUrl, own);
  const directive = directiveOf(violation.directive);
  if (!page || !directive) return null;
  return { pagePath: page.path, directive, blocked: blockedCategory(violation.blocked, page.origin) };
}
