import { createHash, timingSafeEqual } from 'node:crypto';

// The one comparison of a secret a request presents (a receipt's key, the Worker's jobs token) with the one we hold.

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * True when `given` is exactly `expected`, in time that says nothing about either. Their SHA-256 digests are compared,
 * so any text, of any length in characters or in bytes (a header of 'é's as long as the token), is simply false:
 * comparing the texts' own bytes needs equal byte lengths, and a check of the character count lets unequal ones by.
 */
export function sameSecret(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
