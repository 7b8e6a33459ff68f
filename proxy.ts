import { NextResponse, type NextRequest } from 'next/server';

// '/products' in any letter case leads to the shop at '/Products'. Only these paths run the proxy.
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname !== '/Products' && pathname.toLowerCase().replace(/\/$/, '') === '/products') {
    const url = request.nextUrl.clone();
    url.pathname = '/Products';
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/:path([pP][rR][oO][dD][uU][cC][tT][sS])'],
};
