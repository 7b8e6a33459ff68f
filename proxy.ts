import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookies, SESSION_IDLE_SECONDS } from '@/lib/auth/session-limits';
import { consoleContentSecurityPolicy, CONSOLE_PATH, securityHeaders } from '@/lib/server/http/security-headers.mjs';
import { redirectFor } from '@/content/routes';
import { CART_COOKIE, cartCookieDeletion } from '@/lib/shop/cart/cart-cookie';

// The redirects are answered here rather than in next.config.mjs, because Next sends configured
// redirects without the security headers. Only the matched paths run the proxy.
function redirectTo(request: NextRequest, pathname: string, status: 307 | 308) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const response = NextResponse.redirect(url, status);
  for (const { key, value } of securityHeaders) response.headers.set(key, value);
  return response;
}

/**
 * The staff console: a fresh nonce per response for its policy (Next puts it on its own scripts when the request
 * carries the policy), private and never cached or indexed. While the console is in use, its session cookie is sent
 * back with a fresh lifetime: the database decides whether the session is still good (idle and absolute limits),
 * the cookie only has to outlive it. Form posts are left alone: they set or clear the cookie themselves.
 */
function consoleResponse(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
  const policy = consoleContentSecurityPolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
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
function backFromPaystack(request: NextRequest) {
  const response = NextResponse.next();
  if (request.nextUrl.searchParams.has('trxref') && request.cookies.has(CART_COOKIE))
    response.headers.append('Set-Cookie', cartCookieDeletion(request.nextUrl.protocol === 'https:'));
  return response;
}

export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  if (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`)) return consoleResponse(request);
  if (path.startsWith(RECEIPT_PREFIX)) return backFromPaystack(request);
  const redirect = redirectFor(path);
  return redirect ? redirectTo(request, redirect.to, redirect.status) : NextResponse.next();
}

const RECEIPT_PREFIX = '/orders/';

// Next reads the matcher without running this file, so it is written out here: '/' and '/products' in any letter
// case, the addresses content/routes.ts redirects, the staff console and the receipts.
export const config = {
  matcher: ['/', '/:path([pP][rR][oO][dD][uU][cC][tT][sS])', '/staff', '/staff/:path*', '/orders/:reference'],
};
