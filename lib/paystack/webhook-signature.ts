import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

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
  const given = header.trim().toLowerCase();
  if (!/^[0-9a-f]{128}$/.test(given)) return false;
  const expected = Buffer.from(signPaystackBody(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
