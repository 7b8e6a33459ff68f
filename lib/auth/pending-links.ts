import 'server-only';

/**
 * Tokens of the set-password links made in this process, handed from better-auth to whoever asked for the link. Kept
 * on globalThis like the auth instances below: the instance one route's copy of this module built (and whose
 * sendResetPassword writes here) also serves the other routes, each of which reads its own copy's export.
 */
const LINKS_KEY = Symbol.for('mhv.auth.pending-links');
export const pendingLinks: Map<string, string> = ((globalThis as { [LINKS_KEY]?: Map<string, string> })[LINKS_KEY] ??=
  new Map());
