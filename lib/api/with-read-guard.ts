import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  GuardCore,
  routeParams,
  type GuardHandler,
  type GuardOptions,
  type Route,
  type RouteContext,
} from './guard-core';
import { failure, GUARD_MESSAGES, methodNotAllowedFor } from './guard-http';

/** Longest accepted path and query string: a reference and a receipt key fit many times over. */
export const MAX_READ_URL_CHARS = 2048;

/**
 * The guard for a JSON read (GET): the same per-client rate limit, the same `{ error, requestId }` answers that never
 * leak, and no body at all (the handler reads `ctx.params` and `ctx.query`). No idempotency: a read changes nothing.
 */
export function withReadGuard(handler: GuardHandler, options: GuardOptions = {}): Route {
  const core = new GuardCore(options);
  return async function guardedRead(request: Request, context?: RouteContext): Promise<Response> {
    const requestId = randomUUID();
    let clientId = 'unknown';
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return failure(405, 'Method not allowed. Use GET.', requestId, { Allow: 'GET, HEAD' });
      }
      const url = new URL(request.url);
      if (url.pathname.length + url.search.length > MAX_READ_URL_CHARS)
        return failure(414, GUARD_MESSAGES.uriTooLong, requestId);
      const admitted = await core.admit(request, requestId);
      clientId = admitted.clientId;
      if (admitted.refused) return admitted.refused;
      const ctx = { requestId, clientId, params: await routeParams(context), query: url.searchParams };
      return core.send(await core.runHandler(handler, null, ctx), requestId);
    } catch (error) {
      return core.crashed(error, requestId, clientId);
    }
  };
}

/** Everything a GET-only API route exports: `export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = getOnlyRoute(handler);` */
export function getOnlyRoute(handler: GuardHandler, options?: GuardOptions) {
  const read = withReadGuard(handler, options);
  const refuse = methodNotAllowedFor('GET');
  return { GET: read, HEAD: read, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: refuse };
}
