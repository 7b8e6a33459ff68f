import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { clientFrom } from './client-address';
import { guardConfigFromEnv, type GuardConfig } from './guard-config';
import { peerHookInstalled } from './peer-address';
import { defaultStore } from './store/default-store';
import type { GuardStore, PendingRecord, StoredAnswer } from './store/guard-store';

export type GuardContext = { requestId: string; clientId: string };
export type GuardAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };
export type GuardHandler = (input: unknown, ctx: GuardContext) => Promise<GuardAnswer>;
export type GuardLogger = Pick<Console, 'info' | 'warn' | 'error'>;

export type GuardOptions = Partial<GuardConfig> & {
  /** Rate-limit and idempotency state; defaults to the process-wide store (Redis when REDIS_URL is set). */
  store?: GuardStore;
  logger?: GuardLogger;
  /** Names this API in store keys and logs, so two guarded routes keep separate limits. */
  name?: string;
};

type Route = (request: Request) => Promise<Response>;

export const ALLOWED_METHODS = 'POST';

// What a visitor's browser may read. The detail of every failure goes to the server log only.
export const GUARD_MESSAGES = {
  405: 'Method not allowed. Use POST.',
  409: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  413: 'The request body is too large.',
  415: 'The request body must be JSON (Content-Type: application/json).',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Something went wrong on our side. Please try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
  badJson: 'The request body is not valid JSON.',
  unreadable: 'The request body could not be read.',
  badKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  keyReused: 'This Idempotency-Key was already used with a different request.',
} as const;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('The guard store did not answer', { cause });
    this.name = 'StoreUnavailable';
  }
}

class TooLarge extends Error {}

function json(status: number, body: Record<string, unknown>, requestId: string, headers: Record<string, string> = {}): Response {
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

function failure(status: number, error: string, requestId: string, headers?: Record<string, string>): Response {
  return json(status, { error, requestId }, requestId, headers);
}

/** 405 for every method but POST, with `Allow: POST`. Export it as GET, PUT, PATCH, DELETE, HEAD and OPTIONS. */
export async function methodNotAllowed(): Promise<Response> {
  const requestId = randomUUID();
  return failure(405, GUARD_MESSAGES[405], requestId, { Allow: ALLOWED_METHODS });
}

function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params.find((param) => param.startsWith('charset='));
  return !charset || ['utf-8', 'utf8', '"utf-8"'].includes(charset.slice('charset='.length));
}

/** Reads the body, counting the bytes as they stream in: a missing or lying Content-Length changes nothing. */
async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new TooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseJson(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Wraps an API handler with everything a public endpoint that handles money needs: POST only, JSON only,
 * a 16 kB body limit, a per-client rate limit, Idempotency-Key replay, and answers that never leak: every
 * 4xx/5xx is `{ error, requestId }` with an X-Request-Id header, and the detail goes to the server log.
 */
export function withApiGuard(handler: GuardHandler, options: GuardOptions = {}): Route {
  const { store: givenStore, logger = console, name = 'api', ...overrides } = options;
  // Resolved on the first request, not at import: `next build` imports routes and must not open Redis.
  let config: GuardConfig | undefined;
  let store: Promise<GuardStore> | undefined;
  let warnedUnverified = false;

  const settings = () => (config ??= { ...guardConfigFromEnv(), ...overrides });
  const theStore = () => (store ??= givenStore ? Promise.resolve(givenStore) : defaultStore());

  function log(level: 'info' | 'warn' | 'error', fields: Record<string, unknown>, error?: unknown) {
    const line = `[api-guard] ${JSON.stringify({ api: name, ...fields })}`;
    if (error === undefined) logger[level](line);
    else logger[level](line, error);
  }

  async function fromStore<T>(work: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${settings().storeTimeoutMs} ms`)), settings().storeTimeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      throw new StoreUnavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function runHandler(input: unknown, ctx: GuardContext): Promise<GuardAnswer> {
    let answer: GuardAnswer;
    try {
      answer = await handler(input, ctx);
    } catch (error) {
      log('error', { requestId: ctx.requestId, client: ctx.clientId, status: 500, reason: 'handler threw' }, error);
      return { status: 500, body: { error: GUARD_MESSAGES[500] } };
    }
    const valid =
      isPlainObject(answer) && Number.isInteger(answer.status) && answer.status >= 200 && answer.status <= 599 && isPlainObject(answer.body);
    if (!valid) {
      log('error', { requestId: ctx.requestId, status: 500, reason: 'handler returned an invalid answer' }, answer);
      return { status: 500, body: { error: GUARD_MESSAGES[500] } };
    }
    try {
      JSON.stringify(answer.body);
    } catch (error) {
      // Caught here, before a success could be stored for replay.
      log('error', { requestId: ctx.requestId, status: 500, reason: 'answer is not serialisable' }, error);
      return { status: 500, body: { error: GUARD_MESSAGES[500] } };
    }
    return answer;
  }

  function send(answer: GuardAnswer | StoredAnswer, requestId: string, extraHeaders: Record<string, string> = {}): Response {
    let body = answer.body;
    if (answer.status >= 400) {
      const message = typeof body.error === 'string' && body.error ? body.error : answer.status >= 500 ? GUARD_MESSAGES[500] : 'Bad request.';
      body = { ...body, error: message, requestId };
    }
    return new Response(JSON.stringify(body), {
      status: answer.status,
      headers: {
        ...answer.headers,
        ...extraHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Request-Id': requestId,
      },
    });
  }

  async function idempotent(key: string, bytes: Uint8Array, input: unknown, ctx: GuardContext): Promise<Response> {
    const cfg = settings();
    const recordKey = `${name}:${key}`;
    const fingerprint = createHash('sha256').update(bytes).digest('hex');
    const pending: PendingRecord = { state: 'pending', fingerprint, owner: ctx.requestId };
    const deadline = Date.now() + cfg.duplicateWaitMs;
    let pause = 25;
    for (;;) {
      const existing = await fromStore(theStore().then((it) => it.claim(recordKey, pending, cfg.pendingTtlMs)));
      if (existing === null) break;
      if (existing.fingerprint !== fingerprint) {
        log('info', { requestId: ctx.requestId, client: ctx.clientId, status: 422, reason: 'idempotency key reused with another body' });
        return failure(422, GUARD_MESSAGES.keyReused, ctx.requestId);
      }
      if (existing.state === 'done') return send(existing.answer, ctx.requestId, { 'Idempotent-Replayed': 'true' });
      // The first request with this key is still running: wait for its answer rather than run twice.
      if (Date.now() >= deadline) {
        log('warn', { requestId: ctx.requestId, client: ctx.clientId, status: 409, reason: 'duplicate still pending' });
        return failure(409, GUARD_MESSAGES[409], ctx.requestId, { 'Retry-After': '1' });
      }
      await sleep(Math.min(pause, Math.max(1, deadline - Date.now())));
      pause = Math.min(pause * 1.5, 250);
    }

    const answer = await runHandler(input, ctx);
    // Only a success is kept: after a failure the visitor may retry, or fix the form, with the same key.
    // If the store fails now, the answer still goes out: the work is done, only its replay is lost.
    try {
      if (answer.status < 300) {
        const stored: StoredAnswer = { status: answer.status, body: answer.body, ...(answer.headers ? { headers: answer.headers } : {}) };
        await fromStore(theStore().then((it) => it.settle(recordKey, pending, { state: 'done', fingerprint, answer: stored }, cfg.idempotencyTtlMs)));
      } else {
        await fromStore(theStore().then((it) => it.release(recordKey, pending)));
      }
    } catch (error) {
      log('error', { requestId: ctx.requestId, status: answer.status, reason: 'could not record the idempotent answer' }, error);
    }
    return send(answer, ctx.requestId);
  }

  return async function guarded(request: Request): Promise<Response> {
    const requestId = randomUUID();
    let clientId = 'unknown';
    try {
      if (request.method !== 'POST') return failure(405, GUARD_MESSAGES[405], requestId, { Allow: ALLOWED_METHODS });
      const cfg = settings();

      const client = clientFrom(request.headers, cfg.trustProxy);
      clientId = client.id;
      if (client.source === 'unverified' && !warnedUnverified && !peerHookInstalled()) {
        warnedUnverified = true;
        log('warn', {
          reason:
            'the peer-address hook is not installed (instrumentation.ts), so clients are told apart by an X-Forwarded-For they can forge; set TRUST_PROXY=1 behind a proxy',
        });
      }

      // Cheapest check first, so a flood costs as little as possible.
      const rule = { capacity: cfg.rateBurst, refillPerSecond: cfg.ratePerMinute / 60 };
      const take = await fromStore(theStore().then((it) => it.take(`${name}:${clientId}`, rule)));
      if (!take.allowed) {
        log('info', { requestId, client: clientId, status: 429 });
        return failure(429, GUARD_MESSAGES[429], requestId, { 'Retry-After': String(take.retryAfterSeconds) });
      }

      if (!isJson(request.headers.get('content-type'))) {
        log('info', { requestId, client: clientId, status: 415, contentType: request.headers.get('content-type')?.slice(0, 100) ?? null });
        return failure(415, GUARD_MESSAGES[415], requestId);
      }

      let bytes: Uint8Array;
      try {
        bytes = await readBody(request, cfg.maxBodyBytes);
      } catch (error) {
        if (error instanceof TooLarge) {
          log('info', { requestId, client: clientId, status: 413, limit: cfg.maxBodyBytes });
          return failure(413, `${GUARD_MESSAGES[413]} The limit is ${Math.round(cfg.maxBodyBytes / 1024)} kB.`, requestId);
        }
        // The client went away mid-upload, or sent a broken chunked body: its fault, not ours.
        log('info', { requestId, client: clientId, status: 400, reason: 'body could not be read' }, error);
        return failure(400, GUARD_MESSAGES.unreadable, requestId);
      }

      const parsed = parseJson(bytes);
      if (!parsed.ok) {
        log('info', { requestId, client: clientId, status: 400, reason: 'malformed JSON', bytes: bytes.byteLength });
        return failure(400, GUARD_MESSAGES.badJson, requestId);
      }

      const ctx: GuardContext = { requestId, clientId };
      const key = request.headers.get('idempotency-key');
      if (key !== null) {
        if (!IDEMPOTENCY_KEY.test(key)) {
          log('info', { requestId, client: clientId, status: 400, reason: 'bad Idempotency-Key' });
          return failure(400, GUARD_MESSAGES.badKey, requestId);
        }
        return await idempotent(key, bytes, parsed.value, ctx);
      }
      return send(await runHandler(parsed.value, ctx), requestId);
    } catch (error) {
      if (error instanceof StoreUnavailable) {
        log('error', { requestId, client: clientId, status: 503, reason: 'store unavailable' }, error.cause);
        return failure(503, GUARD_MESSAGES[503], requestId, { 'Retry-After': '5' });
      }
      log('error', { requestId, client: clientId, status: 500, reason: 'unexpected error in the guard' }, error);
      return failure(500, GUARD_MESSAGES[500], requestId);
    }
  };
}

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
