import 'server-only';
import { randomUUID } from 'node:crypto';
import { GUARD_MESSAGES } from './messages';
import { failure } from './respond';
import type { Route } from './types';

/** A guarded route serves either a POST (with a JSON body) or a read (GET, and HEAD with it). */
export type GuardedMethod = 'POST' | 'GET';

const accepted: Record<GuardedMethod, readonly string[]> = { POST: ['POST'], GET: ['GET', 'HEAD'] };
const refusal: Record<GuardedMethod, string> = { POST: GUARD_MESSAGES.postOnly, GET: GUARD_MESSAGES.getOnly };

function notAllowed(allowed: GuardedMethod, requestId: string): Response {
  return failure(405, refusal[allowed], requestId, { Allow: accepted[allowed].join(', ') });
}

/** 405 when the request's method is not the route's, null when it is. */
export function refuseMethod(method: string, allowed: GuardedMethod, requestId: string): Response | null {
  return accepted[allowed].includes(method) ? null : notAllowed(allowed, requestId);
}

/** A handler for every other method: 405 naming the ones the route accepts. */
export function methodNotAllowedFor(allowed: GuardedMethod): () => Promise<Response> {
  return async () => notAllowed(allowed, randomUUID());
}

type Refuse = () => Promise<Response>;
type Others = { PUT: Refuse; PATCH: Refuse; DELETE: Refuse; OPTIONS: Refuse };

/**
 * Everything a guarded route file exports, so it is one line: the guarded method(s) and a 405 for each other one
 * Next would otherwise answer itself (without JSON or a request id).
 */
export function routeMethods(allowed: 'POST', guarded: Route): Others & { POST: Route; GET: Refuse; HEAD: Refuse };
export function routeMethods(allowed: 'GET', guarded: Route): Others & { GET: Route; HEAD: Route; POST: Refuse };
export function routeMethods(allowed: GuardedMethod, guarded: Route) {
  const refuse = methodNotAllowedFor(allowed);
  const read = allowed === 'GET' ? guarded : refuse;
  const write = allowed === 'POST' ? guarded : refuse;
  return { GET: read, HEAD: read, POST: write, PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: refuse };
}
