import 'server-only';
import { isAPIError } from 'better-auth/api';
import { z } from 'zod';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { MAX_FORM_BYTES } from '../console-limits';
import { STAFF_ROOT } from '@/lib/auth/staff-routes';

// Small pieces every console action uses: the form fields' shapes, where to send the browser next, and what a
// better-auth refusal was about.

/** A text field of the console's forms; a missing one is a malformed request, answered 400 with `label`. */
export const field = (label: string, max: number) =>
  z.string({ error: `${label} is missing.` }).max(max, { error: `${label} is too long.` });

export const passwordField = (label: string) => field(label, MAX_FORM_BYTES);

/** A page of the console the browser may be sent back to: only a path under /staff, never another site. */
export function safeNext(next: string | undefined, fallback: string = STAFF_ROOT): string {
  if (!next || !next.startsWith(STAFF_ROOT) || next.startsWith('//')) return fallback;
  try {
    const url = new URL(next, 'http://console.invalid');
    return url.origin === 'http://console.invalid' && url.pathname.startsWith(STAFF_ROOT)
      ? url.pathname + url.search
      : fallback;
  } catch {
    return fallback;
  }
}

/** The code of a refusal better-auth answered with ('INVALID_EMAIL_OR_PASSWORD', …), or null for anything else. */
export function authRefusal(error: unknown): string | null {
  if (isDatabaseUnavailable(error) || !isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

/** The Set-Cookie lines of a better-auth answer, to pass on to the browser. */
export const cookiesOf = (headers: Headers | null | undefined): string[] => headers?.getSetCookie() ?? [];
