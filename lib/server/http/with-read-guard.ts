import 'server-only';
import { runHandler } from './guard/answer';
import { guardContext, guardedRoute } from './guard/guarded-route';
import { GUARD_MESSAGES } from './guard/messages';
import { routeMethods } from './guard/method';
import { failure, sendAnswer } from './guard/respond';
import type { GuardHandler, GuardOptions, Route } from './guard/types';

/** Longest accepted path and query string: a reference and a receipt key fit many times over. */
export const MAX_READ_URL_CHARS = 2048;

function refuseLongAddress(request: Request, requestId: string): Response | null {
  const url = new URL(request.url);
  if (url.pathname.length + url.search.length <= MAX_READ_URL_CHARS) return null;
  return failure(414, GUARD_MESSAGES.uriTooLong, requestId);
}

/**
 * The guard for a JSON read (GET): the same per-client rate limit, the same `{ error, requestId }` answers that never
 * leak, and no body at all (the handler reads `ctx.params` and `ctx.query`). No idempotency: a read changes nothing.
 */
function withReadGuard(handler: GuardHandler, options: GuardOptions = {}): Route {
  return guardedRoute(options, 'GET', {
    precheck: refuseLongAddress,
    async serve(request, caller, context, core) {
      const ctx = await guardContext(request, caller, context);
      return sendAnswer(await runHandler(core, handler, null, ctx), caller.requestId);
    },
  });
}

/**
 * Everything a GET-only API route exports: `export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } =
 * getOnlyRoute(handler);`
 */
export function getOnlyRoute(handler: GuardHandler, options?: GuardOptions) {
  return routeMethods('GET', withReadGuard(handler, options));
}
