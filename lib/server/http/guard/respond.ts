import 'server-only';
import { GUARD_MESSAGES } from './messages';
import type { GuardAnswer } from './types';

/** Every answer of a guarded route: JSON, never cached, with the request id that finds its lines in the log. */
export function jsonResponse(
  status: number,
  body: Record<string, unknown>,
  requestId: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Request-Id': requestId,
    },
  });
}

/** A refusal: `{ error, requestId }` and nothing else, so no detail leaks. */
export function failure(status: number, error: string, requestId: string, headers?: Record<string, string>): Response {
  return jsonResponse(status, { error, requestId }, requestId, headers);
}

/** A handler's answer (or a replayed one); a failure always carries an error sentence and the request id. */
export function sendAnswer(
  answer: GuardAnswer,
  requestId: string,
  extraHeaders: Record<string, string> = {},
): Response {
  let body = answer.body;
  if (answer.status >= 400) {
    const fallback = answer.status >= 500 ? GUARD_MESSAGES.internal : GUARD_MESSAGES.badRequest;
    const message = typeof body.error === 'string' && body.error ? body.error : fallback;
    body = { ...body, error: message, requestId };
  }
  return jsonResponse(answer.status, body, requestId, { ...answer.headers, ...extraHeaders });
}
