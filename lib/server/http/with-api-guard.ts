import 'server-only';
import { runHandler } from './guard/answer';
import { guardContext, guardedRoute } from './guard/guarded-route';
import { answerOnce } from './guard/idempotency';
import { readJsonBody } from './guard/json-body';
import { methodNotAllowedFor, routeMethods } from './guard/method';
import { sendAnswer } from './guard/respond';
import type { GuardHandler, GuardOptions, Route } from './guard/types';

export type { GuardAnswer, GuardContext, GuardHandler, GuardOptions } from './guard/types';

/** 405 for every method but POST, with `Allow: POST`. */
export const methodNotAllowed = methodNotAllowedFor('POST');

/**
 * Wraps an API handler with everything a public endpoint that handles money needs: POST only, JSON only,
 * a body size limit, a per-client rate limit, Idempotency-Key replay, and answers that never leak: every
 * 4xx/5xx is `{ error, requestId }` with an X-Request-Id header, and the detail goes to the server log.
 */
export function withApiGuard(handler: GuardHandler, options: GuardOptions = {}): Route {
  return guardedRoute(options, 'POST', {
    async serve(request, caller, context, core) {
      const body = await readJsonBody(core, request, caller);
      if (body instanceof Response) return body;
      const ctx = await guardContext(request, caller, context);
      const key = request.headers.get('idempotency-key');
      if (key !== null) return answerOnce(core, handler, key, body, ctx);
      return sendAnswer(await runHandler(core, handler, body.value, ctx), caller.requestId);
    },
  });
}

/**
 * Everything a POST-only API route exports, so the route file is one line:
 * `export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = postOnlyRoute(handler);`
 */
export function postOnlyRoute(handler: GuardHandler, options?: GuardOptions) {
  return routeMethods('POST', withApiGuard(handler, options));
}
