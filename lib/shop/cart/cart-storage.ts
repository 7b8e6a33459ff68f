import {
  cartCookieDeletion,
  cartCookieValue,
  cartLinesPart,
  parseCartLines,
  type CookieLine,
} from '@/lib/shop/cart/cart-cookie';
import type { CartLine } from '@/lib/shop/cart/cart-line';

/** The old site's key; keeping it means a returning visitor's cart is still there. */
export const CART_STORAGE_KEY = 'cart';

/**
 * The stored cart as a raw list (checked line by line later), or null when there is none or it cannot be read.
 * A value that is not a JSON list is logged and ignored, never shown to the visitor.
 */
export function readStoredCart(): unknown[] | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be switched off (private modes, strict settings): the cart then lives for the visit only.
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new TypeError('The stored cart is not a list.');
    return parsed;
  } catch (error) {
    console.error('Error parsing cart from localStorage', error);
    return null;
  }
}

export function writeStoredCart(lines: readonly CartLine[]): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Full or disabled storage: the cart still works for this visit.
  }
}

export function removeStoredCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Disabled storage holds no cart to remove.
  }
}

/**
 * The lines a tap made before the page's code had loaded (or a visit without it) left in the cart cookie, and the
 * cookie deleted, so that they are added once: the code's cart holds them from now on.
 */
export function takeCookieCart(): CookieLine[] {
  let value: string | null;
  try {
    value = cartCookieValue(document.cookie);
    if (value === null) return [];
    document.cookie = cartCookieDeletion(window.location.protocol === 'https:');
  } catch {
    // Cookies switched off: there is no cookie cart either.
    return [];
  }
  return parseCartLines(cartLinesPart(value));
}
