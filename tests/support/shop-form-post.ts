// A browser's plain form post to one of the shop's form routes, as Next calls the route: from a page of the site
// (or as `headers` say), with the browser's cookies if it has any, each from an address of its own so that no test
// meets the rate limit.

export const SHOP_ORIGIN = 'http://shop.test';
let visitor = 0;

export function postShopForm(
  route: { POST: (request: Request) => Promise<Response> },
  path: string,
  body: BodyInit,
  { cookie = '', headers = {} }: { cookie?: string; headers?: Record<string, string> } = {},
) {
  visitor += 1;
  return route.POST(
    new Request(`${SHOP_ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        host: 'shop.test',
        origin: SHOP_ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.9.${visitor >> 8}.${visitor & 255}`,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body,
    }),
  );
}

/** The cookie a 303 set, as the browser sends it back. */
export const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0];
