import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/shop/cart/cart-line';

// The cart a browser keeps while the page's code has not run (a tap before it loaded, JavaScript off, an old
// browser): product ids and quantities in one cookie, never a price or a name, which the server and the code read
// from today's catalogue. The server signs what it writes (lib/shop/cart/server-cart.ts) and ignores a cookie it did
// not write; the page's code, once it runs, moves the lines into its own cart and deletes the cookie.

export const CART_COOKIE = 'mhv_cart';
/** A month, like a cart the old site kept in storage: long enough to come back to, short enough to be forgotten. */
export const CART_COOKIE_SECONDS = 30 * 24 * 60 * 60;
/** More distinct products than a shop of this size sells: a cookie stays far below the 4 kB browsers keep. */
export const MAX_CART_LINES = 50;

export interface CookieLine {
  id: number;
  quantity: number;
}

const LINE = /^([1-9]\d{0,8})-(\d{1,3})$/;

/** `12-1_7-3`: digits and two separators a cookie carries as they are. */
export function formatCartLines(lines: readonly CookieLine[]): string {
  return lines.map(({ id, quantity }) => `${id}-${quantity}`).join('_');
}

/**
 * The lines a cookie's value holds, the same product counted once (quantities added, up to the cap); anything
 * unreadable is left out, so a damaged cookie costs at most its damaged lines.
 */
export function parseCartLines(value: string): CookieLine[] {
  const lines = new Map<number, number>();
  for (const part of value.split('_').slice(0, MAX_CART_LINES)) {
    const match = LINE.exec(part);
    if (!match) continue;
    const id = Number(match[1]);
    const quantity = Number(match[2]);
    if (quantity < MIN_QUANTITY) continue;
    lines.set(id, Math.min((lines.get(id) ?? 0) + quantity, MAX_QUANTITY));
  }
  return [...lines].map(([id, quantity]) => ({ id, quantity }));
}

/** The cart cookie's attributes: the whole site, readable by the page's code, Secure over HTTPS. */
export const cartCookieAttributes = (secure: boolean) => `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The cart cookie deleted, as a Set-Cookie header or a `document.cookie` assignment. */
export const cartCookieDeletion = (secure: boolean) => `${CART_COOKIE}=; Max-Age=0; ${cartCookieAttributes(secure)}`;

/** The value of the cookie named `wanted` in a Cookie header or `document.cookie`, or null. */
export function cookieValue(cookies: string | null, wanted: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) return rest.join('=');
  }
  return null;
}

/** The cart cookie's value in a Cookie header or `document.cookie`, or null. */
export const cartCookieValue = (cookies: string | null): string | null => cookieValue(cookies, CART_COOKIE);

/** The signed value is `lines.signature`; the lines part is what the page's code reads. */
export function cartLinesPart(cookieValue: string): string {
  const dot = cookieValue.lastIndexOf('.');
  return dot === -1 ? '' : cookieValue.slice(0, dot);
}
