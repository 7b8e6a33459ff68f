import { onWorkers } from '@/lib/edge/on-workers';
import { peerAddress } from '../peer-address';

/** The last X-Forwarded-For entry: the address our own proxy saw (earlier entries are the client's claims). */
function lastForwarded(value: string | null): string | null {
  if (!value) return null;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? null;
}

function normalise(address: string): string {
  let value = address.trim().toLowerCase();
  // "[::1]:3000" and "1.2.3.4:3000" (some proxies add the port) -> the address alone.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (value.startsWith('::ffff:') && value.includes('.')) value = value.slice('::ffff:'.length);
  return value.slice(0, 64);
}

export type ClientSource = 'proxy' | 'socket' | 'unverified';

/**
 * Who is asking, for the rate limit. On Workers, the address Cloudflare saw. With `trustProxy`, the last
 * X-Forwarded-For entry (our proxy appends the address it saw). Otherwise the socket address stamped by the
 * peer-address hook. Failing both, the X-Forwarded-For that Next filled in, which a client could have sent itself
 * (`unverified`).
 */
export function clientFrom(headers: Headers, trustProxy: boolean): { id: string; source: ClientSource } {
  // On Workers, Cloudflare's edge sets CF-Connecting-IP to the address it saw, replacing any the client sent.
  const edgeSeen = onWorkers() ? headers.get('cf-connecting-ip') : null;
  if (edgeSeen) return { id: normalise(edgeSeen), source: 'proxy' };
  if (trustProxy) {
    const forwarded = lastForwarded(headers.get('x-forwarded-for'));
    if (forwarded) return { id: normalise(forwarded), source: 'proxy' };
  }
  const peer = peerAddress(headers);
  if (peer) return { id: normalise(peer), source: 'socket' };
  const forwarded = lastForwarded(headers.get('x-forwarded-for'));
  return { id: forwarded ? normalise(forwarded) : 'unknown', source: 'unverified' };
}
