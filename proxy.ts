import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookies, SESSION_IDLE_SECONDS } from '@/lib/auth/session-limits';
import {
  consoleContentSecurityPolicy,
  CONSOLE_PATH,
  perRequestPagePolicy,
  POLICY_HEADER,
  securityHeaders,
} from '@/lib/server/http/security-headers.mjs';
import { redirectFor } from '@/content/routes';
import { CART_COOKIE, cartCookieDeletion } from '@/lib/shop/cart/cart-cookie';
import { SPLASH_SCRIPT } from '@/lib/site/splash';

// The redirects are answered here rather than in next.config.mjs, because Next sends configured
// redirects without the security headers. Only the matched paths run the proxy.
function redirectTo(request: NextRequest, pathname: string, status: 307 | 308) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const response = NextResponse.redirect(url, status);
  for (const { key, value } of securityHeaders) response.headers.set(key, value);
  return response;
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

// The hashes of the site's own inline scripts with fixed text (the splash's), computed once per process.
let siteScriptHashes: Promise<string[]> | undefined;
async function perRequestPolicy(): Promise<(nonce: string) => string> {
  siteScriptHashes ??= Promise.all(
    [SPLASH_SCRIPT].map(async (text) => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
      return `sha256-${base64(new Uint8Array(digest))}`;
    }),
  );
  const hashes = await siteScriptHashes;
  return (nonce) => perRequestPagePolicy(nonce, hashes);
}

/**
 * A page rendered for this request under a policy with a fresh nonce: Next puts the nonce on its own scripts when the
 * request carries the policy, and no other inline script runs.
 */
function withNonce(request: NextRequest, policyFor: (nonce: string) => string) {
  const nonce = base64(crypto.getRandomValues(new Uint8Array(18)));
  const policy = policyFor(nonce);
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set(POLICY_HEADER, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * The staff console: its own policy with a nonce, private and never cached or indexed. While the console is in use,
 * its session cookie is sent back with a fresh lifetime: the database decides whether the session is still good (idle
 * and absolute limits), the cookie only has to outlive it. Form posts are left alone: they set or clear the cookie
 * themselves.
 */
function consoleResponse(request: NextRequest) {
  const response = withNonce(request, consoleContentSecurityPolicy);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  if (request.method === 'GET') {
    for (const { name, secure } of sessionCookies) {
      const value = request.cookies.get(name)?.value;
      if (value)
        response.cookies.set(name, value, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure,
          maxAge: SESSION_IDLE_SECONDS,
        });
    }
  }
  return response;
}

/**
 * A buyer back on the receipt from Paystack's own checkout page, which adds `trxref` to the address it was given:
 * the cart their browser kept without the page's code has become that order, so its cookie goes. The page's code
 * empties its own cart the same way once a payment is done.
 */
async function backFromPaystack(request: NextRequest) {
  const response = withNonce(request, await perRequestPolicy());
  if (request.nextUrl.searchParams.has('trxref') && request.cookies.has(CART_COOKIE))
    response.headers.append('Set-Cookie', cartCookieDeletion(request.nextUrl.protocol === 'https:'));
  return response;
}

export async function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`)) return consoleResponse(request);
  if (path.startsWith(RECEIPT_PREFIX)) return backFromPaystack(request);
  const redirect = redirectFor(path);
  if (redirect) return redirectTo(request, redirect.to, redirect.status);
  // Every other page is stored and carries a policy of its own that names its inline scripts by hash
  // (lib/server/http/page-policy.mjs); a nonce there would refuse them.
  return PER_REQUEST_PAGE.test(path) ? withNonce(request, await perRequestPolicy()) : NextResponse.next();
}

const RECEIPT_PREFIX = '/orders/';
// The public pages rendered for each visitor besides the receipts: the cart, a booking, the care deletion form, the
// contact form's thanks (config.matcher's last entries).
const PER_REQUEST_PAGE = /^\/(?:cart|bookings\/[^/]+|care\/delete|contact\/sent)$/;

// Next reads the matcher without running this file, so it is written out here: '/' and '/products' in any letter
// case, the addresses content/routes.ts redirects, the staff console, the receipts, and the public pages rendered for
// each visitor (a test fails if a page is rendered per request without its nonce).
export const config = {
  matcher: [
    '/',
    '/:path([pP][rR][oO][dD][uU][cC][tT][sS])',
    '/staff',
    '/staff/:path*',
    '/orders/:reference',
    '/cart',
    '/bookings/:reference',
    '/care/delete',
    '/contact/sent',
  ],
};
