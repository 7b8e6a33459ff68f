// Shared by next.config.mjs (every response Next renders), proxy.ts (the redirects it answers itself, and the staff
// console's per-request policy) and deploy/ (nginx), so no response goes out without them. Plain JavaScript because
// next.config.mjs loads it before any build.

// React's development build evaluates code for its debugging aids; production never needs 'unsafe-eval'. Only the
// policies proxy.ts writes take it: `npm run dev` stores no page, and a bundle outside Next (the Worker's entry, under
// wrangler's development mode) must never send it.
const isDev = process.env.NODE_ENV === 'development';
const evalInDev = isDev ? " 'unsafe-eval'" : '';

/** For files named by their content (a changed file gets a new name), so a year's cache is safe. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where the staff console lives: its pages get their own policy, with a nonce, from proxy.ts. */
export const CONSOLE_PATH = '/staff';

/** Where browsers send the public pages' policy violations: the policy's report-uri, and report-to's endpoint. */
export const CSP_REPORT_PATH = '/api/csp-reports';

// The same reports through the Reporting API, on a response sent over HTTPS only: an engine that knows report-to
// (Chromium, Firefox) then sends to the endpoint Reporting-Endpoints names and ignores report-uri, which older engines
// still use. Over plain HTTP neither Chromium nor Firefox ESR sends a report through it at all, so there the policy
// keeps report-uri alone (docs/architecture.md, "Violation reports"). nginx's HTTPS answers and the Worker's add them.
const REPORT_GROUP = 'csp';
/** The response header that names report-to's endpoint, as fetch reads it: lower case. */
export const REPORTING_ENDPOINTS_HEADER = 'reporting-endpoints';
export const REPORTING_ENDPOINTS = `${REPORT_GROUP}="${CSP_REPORT_PATH}"`;
/** What a policy sent over HTTPS ends with. */
export const REPORT_TO = `; report-to ${REPORT_GROUP}`;

/** The policy's header as Next keeps a stored page's headers and as Node and fetch read them: lower case. */
export const POLICY_HEADER = 'content-security-policy';

// Only what the site uses. Paystack's inline library (@paystack/inline-js 2.25) calls https://api.paystack.co from the
// page and opens its checkout in an iframe from https://checkout.paystack.com; its loader frame writes a <style>.
// Scripts are the one directive that differs from response to response (publicPolicy's callers below).
// Styles stay open to inline: React writes style attributes (a picture's placeholder colour, the care result's band
// colour) and Paystack's library adds a <style> element of its own, which only 'unsafe-inline' or per-value hashes with
// 'unsafe-hashes' would allow, and an injected style cannot run code or send data anywhere the rest of the policy
// forbids.
function publicPolicy(scriptSources) {
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self' https://api.paystack.co",
    'frame-src https://checkout.paystack.com https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    // mailto: lets the contact form open the mail app even without JavaScript. The checkout form posted without the
    // page's code is answered with a redirect to Paystack's own checkout page, which the browser follows only if
    // form-action names it.
    "form-action 'self' mailto: https://checkout.paystack.com",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/**
 * A stored page's policy (prerendered, or rendered again after a change and kept for every visitor): its own inline
 * scripts by their SHA-256 hashes, and script files from this site only. No 'unsafe-inline': a script added to the
 * page on its way has no hash and does not run. Not 'strict-dynamic' either, which would trust whatever script the
 * page's code adds and refuse the site's own files written as tags: every script the site runs is a file of its own
 * (Next's chunks, the Paystack library among them), and the site serves no script a visitor wrote (photos are images,
 * sent with nosniff), so 'self' names exactly what may run.
 * @param {readonly string[]} hashes source expressions, 'sha256-…'
 */
export function storedPagePolicy(hashes) {
  return publicPolicy(["'self'", ...hashes.map((hash) => `'${hash}'`)].join(' '));
}

/**
 * A public page rendered for one visitor (the cart, a receipt, a booking): Next puts the nonce on its own scripts, and
 * the site's own fixed inline scripts, which React writes without one, are named by hash.
 * @param {string} nonce
 * @param {readonly string[]} hashes
 */
export function perRequestPagePolicy(nonce, hashes) {
  return publicPolicy(
    [`'self' 'nonce-${nonce}' 'strict-dynamic'`, ...hashes.map((hash) => `'${hash}'`)].join(' ') + evalInDev,
  );
}

/**
 * Every other response (files, API answers, redirects, the forms' plain answers): scripts from this site only, no
 * inline script at all. The server adds it to any response that leaves without a policy of its own.
 */
export const NO_INLINE_SCRIPT_POLICY = publicPolicy("'self'");

/**
 * The staff console's policy: its pages are rendered per request anyway, so scripts and styles run only with this
 * response's nonce ('strict-dynamic' lets Next's own scripts load the chunks they need), and nothing may be framed,
 * fetched or posted anywhere but here.
 */
export function consoleContentSecurityPolicy(nonce) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${evalInDev}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response carries, the console's included. */
/** @type {{ key: string; value: string }[]} */
export const commonSecurityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'payment=("https://checkout.paystack.com"), camera=(), microphone=(), geolocation=(), usb=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** The headers of a response that has no policy of its own: the common ones and the policy without inline scripts. */
/** @type {{ key: string; value: string }[]} */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: NO_INLINE_SCRIPT_POLICY },
  ...commonSecurityHeaders,
];
