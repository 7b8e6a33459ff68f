import 'server-only';
import { clientFrom, limitKey } from './client-address';
import type { GuardCore } from './core';
import { GUARD_MESSAGES } from './messages';
import { failure } from './respond';

export type Admission = { clientId: string; refused?: Response };

/**
 * The per-client rate limit, a token bucket in the store: `rateBurst` requests back to back, then
 * `ratePerMinute`. Returns who is asking, and a 429 (with Retry-After) when they must wait.
 */
export function rateLimiter(core: GuardCore): (request: Request, requestId: string) => Promise<Admission> {
  let warnedUnverified = false;
  return async (request, requestId) => {
    const cfg = core.settings();
    const client = clientFrom(request.headers, cfg.trustProxy);
    if (client.source === 'unverified' && !warnedUnverified) {
      warnedUnverified = true;
      core.log('warn', {
        reason:
          "no socket address from the peer-address hook of the site's server (server.mjs, what npm start runs; next dev and a bare next start have none), so clients are told apart by an X-Forwarded-For they can forge; set TRUST_PROXY=1 behind a proxy",
      });
    }
    const rule = { capacity: cfg.rateBurst, refillPerSecond: cfg.ratePerMinute / 60 };
    const take = await core.fromStore((store) => store.take(`${core.name}:${limitKey(client.id)}`, rule));
    if (take.allowed) return { clientId: client.id };
    core.log('info', { requestId, client: client.id, status: 429 });
    return {
      clientId: client.id,
      refused: failure(429, GUARD_MESSAGES.tooMany, requestId, { 'Retry-After': String(take.retryAfterSeconds) }),
    };
  };
}
