import 'server-only';
import { randomUUID } from 'node:crypto';
import { createGuardCore, type GuardCore } from './core';
import { GUARD_MESSAGES } from './messages';
import { refuseMethod, type GuardedMethod } from './method';
import { rateLimiter } from './rate-limit';
import { failure } from './respond';
import { StoreUnavailable } from './store-call';
import type { Caller, GuardContext, GuardOptions, Route, RouteContext } from './types';

/** What the handler is told besides its input: who asks, the route's segments and the query string. */
export async function guardContext(request: Request, caller: Caller, context?: RouteContext): Promise<GuardContext> {
  const raw = (await context?.params) ?? {};
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') params[key] = value;
  return { ...caller, params, query: new URL(request.url).searchParams };
}

/** The answer to anything that escaped: 503 when the store failed, 500 otherwise; the detail goes to the log. */
function crashed(core: GuardCore, error: unknown, caller: Caller): Response {
  const { requestId, clientId } = caller;
  if (error instanceof StoreUnavailable) {
    core.log('error', { requestId, client: clientId, status: 503, reason: 'store unavailable' }, error.cause);
    return failure(503, GUARD_MESSAGES.unavailable, requestId, { 'Retry-After': '5' });
  }
  core.log('error', { requestId, client: clientId, status: 500, reason: 'unexpected error in the guard' }, error);
  return failure(500, GUARD_MESSAGES.internal, requestId);
}

export type GuardSteps = {
  /** A check that needs no store, made before the rate limit takes a token (e.g. the length of the address). */
  precheck?: (request: Request, requestId: string) => Response | null;
  /** The route's own work once the caller is admitted. */
  serve: (request: Request, caller: Caller, context: RouteContext | undefined, core: GuardCore) => Promise<Response>;
};

/**
 * The order every guarded route follows, cheapest refusal first: the method, the precheck, the rate limit, then
 * the route's work; whatever escapes becomes a 500 or 503 that leaks nothing.
 */
export function guardedRoute(options: GuardOptions, method: GuardedMethod, steps: GuardSteps): Route {
  const core = createGuardCore(options);
  const admit = rateLimiter(core);
  return async function guarded(request, context) {
    const caller: Caller = { requestId: randomUUID(), clientId: 'unknown' };
    try {
      const refused =
        refuseMethod(request.method, method, caller.requestId) ?? steps.precheck?.(request, caller.requestId);
      if (refused) return refused;
      const admitted = await admit(request, caller.requestId);
      caller.clientId = admitted.clientId;
      if (admitted.refused) return admitted.refused;
      return await steps.serve(request, { ...caller }, context, core);
    } catch (error) {
      return crashed(core, error, caller);
    }
  };
}
