import 'server-only';
import { clientFrom } from '@/lib/server/http/guard/client-address';
import { serverEnv } from '@/lib/server/env';
import { siteUrl } from '@/lib/site/site-url';

// What the console needs to know about a request: did it come over HTTPS (the cookie is then Secure), from which
// address, and from a page of this very site. Behind our own nginx (TRUST_PROXY=1) the forwarded headers say so;
// otherwise only the connection counts.

function trustProxy(): boolean {
  return serverEnv('TRUST_PROXY');
}

function forwarded(headers: Headers, name: string): string | null {
  return trustProxy() ? (headers.get(name)?.split(',')[0]?.trim() ?? null) : null;
}

/** True when the visitor's browser reached us over HTTPS. */
export function isSecureRequest(headers: Headers, url?: string): boolean {
  const proto = forwarded(headers, 'x-forwarded-proto');
  if (proto) return proto === 'https';
  return url ? new URL(url).protocol === 'https:' : false;
}

/** The origin the browser used for this request: its scheme and Host (as our proxy passed it on). */
export function requestOrigin(headers: Headers, secure: boolean): string | null {
  const host = forwarded(headers, 'x-forwarded-host') ?? headers.get('host');
  return host ? `${secure ? 'https' : 'http'}://${host}` : null;
}

/**
 * True when a state-changing request comes from a page of this site: its Origin is the site's own (as requested, or
 * SITE_URL). A browser sends Origin with every form post; without it, only `Sec-Fetch-Site: same-origin` will do.
 * Anything else (another site's form, a script elsewhere, a hand-made request without either) is refused.
 */
export function isSameOrigin(headers: Headers, secure: boolean): boolean {
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return headers.get('sec-fetch-site') === 'same-origin';
  return origin === requestOrigin(headers, secure) || origin === siteUrl().origin;
}

/** The client's address for the activity log and the sign-in limit. */
export function clientAddress(headers: Headers): string {
  return clientFrom(headers, trustProxy()).id;
}
