import 'server-only';
import { settingKeys, settingOrCreate } from '@/lib/auth/app-settings';
import { withDatabase } from '@/lib/server/db/connection';
import {
  CART_COOKIE,
  CART_COOKIE_SECONDS,
  cartCookieAttributes,
  cartCookieDeletion,
  cartCookieValue,
  cartLinesPart,
  formatCartLines,
  MAX_CART_LINES,
  parseCartLines,
  type CookieLine,
} from '@/lib/shop/cart/cart-cookie';

// The cart cookie as the server reads and writes it: signed with a secret made on first use and kept in the database
// (the same for every instance and the Worker), so a cookie the server did not write is an empty cart. The signature
// only says who wrote the lines: the cookie never carries a price, and every line is checked against today's
// catalogue wherever it is used.

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

let key: Promise<CryptoKey> | null = null;

function cartKey(): Promise<CryptoKey> {
  key ??= withDatabase((db) =>
    settingOrCreate(db, settingKeys.cartSecret, () => base64url(crypto.getRandomValues(new Uint8Array(32)))),
  ).then(
    (secret) =>
      crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    (error: unknown) => {
      key = null; // asked again next time: the database may be back
      throw error;
    },
  );
  return key;
}

/** The signature of the value a cookie named `name` carries: a value moved to another cookie does not verify. */
async function signature(lines: string, name = CART_COOKIE): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await cartKey(), encoder.encode(`${name}:${lines}`));
  return base64url(new Uint8Array(mac).slice(0, 16));
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The lines of the cart cookie this server wrote; none for a missing, edited or forged one. */
export async function readServerCart(headers: Pick<Headers, 'get'>): Promise<CookieLine[]> {
  const value = cartCookieValue(headers.get('cookie'));
  if (!value) return [];
  const lines = cartLinesPart(value);
  if (!lines || !sameText(value.slice(lines.length + 1), await signature(lines))) return [];
  return parseCartLines(lines);
}

/** The Set-Cookie header that keeps `lines` (or deletes the cookie when there are none). */
export async function serverCartCookie(lines: readonly CookieLine[], secure: boolean): Promise<string> {
  // Readable by the page's code, which moves the lines into its own cart and deletes the cookie.
  if (lines.length === 0) return cartCookieDeletion(secure);
  const value = formatCartLines(lines.slice(0, MAX_CART_LINES));
  const signed = `${value}.${await signature(value)}`;
  return `${CART_COOKIE}=${signed}; Max-Age=${CART_COOKIE_SECONDS}; ${cartCookieAttributes(secure)}`;
}

/** Text as a cookie named `name` carries it, signed: `base64url(text).signature`. */
export async function signedCookieValue(name: string, text: string): Promise<string> {
  const value = base64url(encoder.encode(text));
  return `${value}.${await signature(value, name)}`;
}

/** The text of a cookie value signedCookieValue wrote for `name`; null for anything else. */
export async function verifiedCookieText(name: string, cookieValue: string): Promise<string | null> {
  const dot = cookieValue.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = cookieValue.slice(0, dot);
  if (!/^[\w-]+$/.test(value) || !sameText(cookieValue.slice(dot + 1), await signature(value, name))) return null;
  try {
    const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}
