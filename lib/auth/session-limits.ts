// The staff session's limits, its cookie and the set-password link's life, written once for better-auth
// (lib/auth/auth-server.ts), the console's words and the proxy, which keeps the cookie alive while the console is in
// use. Free of server-only code: the proxy bundles it.

/** A session ends after this long without use... */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** ...and this long after sign-in, however busy. */
export const SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;
/** How long a set-password link works. */
export const LINK_HOURS = 24;
/** better-auth's cookie names start with this; over HTTPS it adds the __Secure- prefix. */
export const STAFF_COOKIE_PREFIX = 'mhv-staff';
const SESSION_COOKIE = `${STAFF_COOKIE_PREFIX}.session_token`;

/** The session cookie's two names (plain over HTTP, __Secure- over HTTPS) and whether each is Secure. */
export const sessionCookies = [
  { name: `__Secure-${SESSION_COOKIE}`, secure: true },
  { name: SESSION_COOKIE, secure: false },
] as const;
