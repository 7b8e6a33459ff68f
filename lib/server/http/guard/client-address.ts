import ipaddr from 'ipaddr.js';
import { onWorkers } from '@/lib/server/runtime/on-workers';
import { peerAddress } from './peer-stamp.mjs';

/** The last X-Forwarded-For entry: the address our own proxy saw (earlier entries are the client's claims). */
function lastForwarded(value: string | null): string | null {
  if (!value) return null;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? null;
}

/** An IP address in any spelling, or null for text that is none (an IPv4-mapped IPv6 address is its IPv4 one). */
function parsedAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv6.isValid(text)) return ipaddr.process(text);
  return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : null;
}

function normalise(address: string): string {
  let value = address.trim().toLowerCase();
  // "[::1]:3000" and "1.2.3.4:3000" (some proxies add the port) -> the address alone.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  // One spelling per address: '2001:DB8:0::1' and '2001:db8::1' are one client, '::ffff:1.2.3.4' is 1.2.3.4.
  return parsedAddress(value)?.toString() ?? value.slice(0, 64);
}

/**
 * What a limit counts a client by: an IPv4 address as it is, an IPv6 address by its /64. One home router, phone or
 * hosting account is given a whole /64 and can use any address in it, so counting full IPv6 addresses would let one
 * person take a fresh allowance with each. Anything that is not an address (`unknown`) is counted as it is.
 */
export function limitKey(client: string): string {
  const address = parsedAddress(client);
  if (address?.kind() !== 'ipv6') return client;
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

export type ClientSource = 'proxy' | 'socket' | 'unverified';

/**
 * Who is asking, for the rate limit. On Workers, the address Cloudflare saw. With `trustProxy`, the last
 * X-Forwarded-For entry (our proxy appends the address it saw). Otherwise the socket address that the site's
 * server stamped (server.mjs, see peer-stamp.mjs). Failing both, the X-Forwarded-For that Next filled in, which a
 * client could have sent itself (`unverified`). The address is written one way (see normalise); limits count it by
 * its limitKey.
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
