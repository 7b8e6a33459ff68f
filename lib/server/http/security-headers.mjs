// Shared by next.config.mjs (every response Next renders), proxy.ts (the redirects it answers itself, and the staff
// console's per-request policy) and deploy/ (nginx), so no response goes out without them. Plain JavaScript because
// next.config.mjs loads it before any build.

// React's development build evaluates code for its debugging aids; production never needs 'unsafe-eval'.
const isDev = process.env.NODE_ENV === 'development';
const evalInDev = isDev ? " 'unsafe-eval'" : '';

/** For files named by their content (a changed file gets a new name), so a year's cache is safe. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Where the staff console lives: its pages get their own policy, with a nonce, from proxy.ts. */
export const CONSOLE_PATH = '/staff';

// Only what the site uses. Pages stay static, so Next's inline bootstrap scripts need 'unsafe-inline'
// (a nonce would force every page to render per request; docs/architecture.md, "Security and CSP").
// Paystack's inline library (@paystack/inline-js 2.25) calls https://api.paystack.co from the page and
// opens its checkout in an iframe from https://checkout.paystack.com; its loader frame writes a <style>.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${evalInDev}`,
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
].join('; ');

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

/** Every public response's headers: the common ones and the public pages' policy. */
/** @type {{ key: string; value: string }[]} */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  ...commonSecurityHeaders,
];
