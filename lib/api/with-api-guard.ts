import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import {
  GuardCore,
  routeParams,
  type GuardContext,
  type GuardHandler,
  type GuardOptions,
  type Route,
} from './guard-core';
import { failure, GUARD_MESSAGES, isJson, methodNotAllowedFor, parseJson, readBody, TooLarge } from './guard-http';
import type { PendingRecord, StoredAnswer } from './store/guard-store';

export type { GuardAnswer, GuardContext, GuardHandler, GuardLogger, GuardOptions } from './guard-core';
export { GUARD_MESSAGES } from './guard-http';

export const ALLOWED_METHODS = 'POST';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** 405 for every method but POST, with `Allow: POST`. Export it as GET, PUT, PATCH, DELETE, HEAD and OPTIONS. */
export const methodNotAllowed = methodNotAllowedFor('POST');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idempotent(
  core: GuardCore,
  handler: GuardHandler,
  key: string,
  bytes: Uint8Array,
  input: unknown,
  ctx: GuardContext,
): Promise<Response> {
  const cfg = core.settings();
  const recordKey = `${core.name}:${key}`;
  const fingerprint = createHash('sha256').update(bytes).digest('hex');
  const pending: PendingRecord = { state: 'pending', fingerprint, owner: ctx.requestId };
  const deadline = Date.now() + cfg.duplicateWaitMs;
  let pause = 25;
  for (;;) {
    const existing = await core.fromStore((it) => it.claim(recordKey, pending, cfg.pendingTtlMs));
    if (existing === null) break;
    if (existing.fingerprint !== fingerprint) {
      core.log('info', {
        requestId: ctx.requestId,
        client: ctx.clientId,
        status: 422,
        reason: 'idempotency key reused with another body',
      });
      return failure(422, GUARD_MESSAGES.keyReused, ctx.requestId);
    }
    if (existing.state === 'done') return core.send(existing.answer, ctx.requestId, { 'Idempotent-Replayed': 'true' });
    // The first request with this key is still running: wait for its answer rather than run twice.
    if (Date.now() >= deadline) {
      core.log('warn', {
        requestId: ctx.requestId,
        client: ctx.clientId,
        status: 409,
        reason: 'duplicate still pending',
      });
      return failure(409, GUARD_MESSAGES[409], ctx.requestId, { 'Retry-After': '1' });
    }
    await sleep(Math.min(pause, Math.max(1, deadline - Date.now())));
    pause = Math.min(pause * 1.5, 250);
  }

  const answer = await core.runHandler(handler, input, ctx);
  // Only a success is kept: after a failure the visitor may retry, or fix the form, with the same key.
  // If the store fails now, the answer still goes out: the work is done, only its replay is lost.
  try {
    if (answer.status < 300) {
      const stored: StoredAnswer = {
        status: answer.status,
        body: answer.body,
        ...(answer.headers ? { headers: answer.headers } : {}),
      };
      await core.fromStore((it) =>
        it.settle(recordKey, pending, { state: 'done', fingerprint, answer: stored }, cfg.idempotencyTtlMs),
      );
    } else {
      await core.fromStore((it) => it.release(recordKey, pending));
    }
  } catch (error) {
    core.log(
      'error',
      { requestId: ctx.requestId, status: answer.status, reason: 'could not record the idempotent answer' },
      error,
    );
  }
  return core.send(answer, ctx.requestId);
}

/** The JSON body of a POST, or the answer refusing it (415, 413, 400). */
async function readJsonBody(
  core: GuardCore,
  request: Request,
  requestId: string,
  clientId: string,
): Promise<{ bytes: Uint8Array; value: unknown } | Response> {
  if (!isJson(request.headers.get('content-type'))) {
    core.log('info', {
      requestId,
      client: clientId,
      status: 415,
      contentType: request.headers.get('content-type')?.slice(0, 100) ?? null,
    });
    return failure(415, GUARD_MESSAGES[415], requestId);
  }
  const limit = core.settings().maxBodyBytes;
  let bytes: Uint8Array;
  try {
    bytes = await readBody(request, limit);
  } catch (error) {
    if (error instanceof TooLarge) {
      core.log('info', { requestId, client: clientId, status: 413, limit });
      return failure(413, `${GUARD_MESSAGES[413]} The limit is ${Math.round(limit / 1024)} kB.`, requestId);
    }
    // The client went away mid-upload, or sent a broken chunked body: its fault, not ours.
    core.log('info', { requestId, client: clientId, status: 400, reason: 'body could not be read' }, error);
    return failure(400, GUARD_MESSAGES.unreadable, requestId);
  }
  const parsed = parseJson(bytes);
  if (!parsed.ok) {
    core.log('info', { requestId, client: clientId, status: 400, reason: 'malformed JSON', bytes: bytes.byteLength });
    return failure(400, GUARD_MESSAGES.badJson, requestId);
  }
  return { bytes, value: parsed.value };
}

/**
 * Wraps an API handler with everything a public endpoint that handles money needs: POST only, JSON only,
 * a 16 kB body limit, a per-client rate limit, Idempotency-Key replay, and answers that never leak: every
 * 4xx/5xx is `{ error, requestId }` with an X-Request-Id header, and the detail goes to the server log.
 */
export function withApiGuard(handler: GuardHandler, options: GuardOptions = {}): Route {
  const core = new GuardCore(options);
  return async function guarded(request: Request, context?: RouteContext): Promise<Response> {
    const requestId = randomUUID();
    let clientId = 'unknown';
    try {
      if (request.method !== 'POST') return failure(405, GUARD_MESSAGES[405], requestId, { Allow: ALLOWED_METHODS });
      const admitted = await core.admit(request, requestId);
      clientId = admitted.clientId;
      if (admitted.refused) return admitted.refused;

      const body = await readJsonBody(core, request, requestId, clientId);
      if (body instanceof Response) return body;

      const ctx: GuardContext = {
        requestId,
        clientId,
        params: await routeParams(context),
        query: new URL(request.url).searchParams,
      };
      const key = request.headers.get('idempotency-key');
      if (key !== null) {
        if (!IDEMPOTENCY_KEY.test(key)) {
          core.log('info', { requestId, client: clientId, status: 400, reason: 'bad Idempotency-Key' });
          return failure(400, GUARD_MESSAGES.badKey, requestId);
        }
        return await idempotent(core, handler, key, body.bytes, body.value, ctx);
      }
      return core.send(await core.runHandler(handler, body.value, ctx), requestId);
    } catch (error) {
      return core.crashed(error, requestId, clientId);
    }
  };
}

type RouteContext = Parameters<Route>[1];

/**
 * Everything a POST-only API route exports, so the route file is one line:
 * `export const { POST, GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = postOnlyRoute(handler);`
 */
export function postOnlyRoute(handler: GuardHandler, options?: GuardOptions) {
  return {
    POST: withApiGuard(handler, options),
    GET: methodNotAllowed,
    HEAD: methodNotAllowed,
    PUT: methodNotAllowed,
    PATCH: methodNotAllowed,
    DELETE: methodNotAllowed,
    OPTIONS: methodNotAllowed,
  };
}
