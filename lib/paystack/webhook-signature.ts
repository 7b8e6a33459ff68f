import 'server-only';
import { createHmac } from 'node:crypto';
import { sameSecret } from '@/lib/server/http/same-secret';

/** Paystack signs each event with HMAC-SHA512 of the exact bytes it sends, keyed with the secret key (hex). */
export function signPaystackBody(rawBody: Uint8Array | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/**
 * True when `header` is Paystack's signature of `rawBody`. Compared in constant time, so an attacker cannot learn the
 * signature byte by byte from response times; any malformed header is simply false.
 */
export function isPaystackSignature(rawBody: Uint8Array, header: string | null, secretKey: string): boolean {
  if (!secretKey || !header) return false;
  return sameSecret(header.trim().toLowerCase(), signPaystackBody(rawBody, secretKey));
}
