// How a yes-or-no setting reads (TRUST_PROXY, ALLOW_UNVERIFIED_PAYMENTS): only `1` or `true`, in any case and with
// spaces around, turn it on; anything else, unset included, leaves it off, which is the safe side of each.
//
// Plain JavaScript without Next: lib/server/env.ts reads every setting through it, and server.mjs, which runs on
// Node alone before Next is loaded, reads ALLOW_UNVERIFIED_PAYMENTS the same way.

/**
 * @param {unknown} raw the setting as the environment holds it
 * @returns {boolean}
 */
export function switchedOn(raw) {
  return typeof raw === 'string' && ['1', 'true'].includes(raw.trim().toLowerCase());
}
