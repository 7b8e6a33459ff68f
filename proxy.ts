import { NextResponse, type NextRequest } from 'next/server';
import { securityHeaders } from '@/lib/security-headers.mjs';

// The redirects are answered here rather than in next.config.mjs, because Next sends configured
// redirects without the security headers. Only the matched paths run the proxy.
function redirectTo(request: NextRequest, pathname: string, status: 307 | 308) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const response = NextResponse.redirect(url, status);
  for (const { key, value } of securityHeaders) response.headers.set(key, value);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // '/' leads to the home page.
  if (pathname === '/') return redirectTo(request, '/home', 307);
  // '/products' in any letter case leads to the shop at '/Products'.
  if (pathname !== '/Products' && pathname.toLowerCase().replace(/\/$/, '') === '/products') {
    return redirectTo(request, '/Products', 308);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/', '/:path([pP][rR][oO][dD][uU][cC][tT][sS])'],
};
