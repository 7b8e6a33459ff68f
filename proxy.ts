import { NextResponse, type NextRequest } from 'next/server';
import { securityHeaders } from '@/lib/security-headers.mjs';
import { redirectFor } from '@/lib/routes';

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
  const redirect = redirectFor(request.nextUrl.pathname);
  return redirect ? redirectTo(request, redirect.to, redirect.status) : NextResponse.next();
}

// Next reads the matcher without running this file, so it is written out here: '/' and '/products' in any letter
// case, the addresses lib/routes.ts redirects.
export const config = {
  matcher: ['/', '/:path([pP][rR][oO][dD][uU][cC][tT][sS])'],
};
