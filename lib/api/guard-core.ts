import 'server-only';
import { clientFrom } from './client-address';
import { guardConfigFromEnv, type GuardConfig } from './guard-config';
import { failure, GUARD_MESSAGES, isPlainObject } from './guard-http';
import { peerHookInstalled } from './peer-address';
import { defaultStore } from './store/default-store';
import type { GuardStore, StoredAnswer } from './store/guard-store';

export type GuardContext = {
  requestId: string;
  clientId: string;
  /** The dynamic segments of the route (e.g. { reference }), empty for a route without any. */
  params: Record<string, string>;
  /** The query string (GET routes read their input from it). */
  query: URLSearchParams;
};
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

/** What Next hands a route handler besides the request: the dynamic segments, as a promise since Next 15. */
export type RouteContext = { params?: Promise<Record<string, string | string[] | undefined>> };
export type Route = (request: Request, context?: RouteContext) => Promise<Response>;

export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('The guard store did not answer', { cause });
    this.name = 'StoreUnavailable';
  }
}

export async function routeParams(context: RouteContext | undefined): Promise<Record<string, string>> {
  const raw = (await context?.params) ?? {};
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) if (typeof value === 'string') params[key] = value;
  return params;
}

/** The parts both guards (POST and GET) share: settings, store, logging, rate limit, answering. */
export class GuardCore {
  readonly name: string;
  private readonly logger: GuardLogger;
  private readonly givenStore: GuardStore | undefined;
  private readonly overrides: Partial<GuardConfig>;
  // Resolved on the first request, not at import: `next build` imports routes and must not open Redis.
  private config: GuardConfig | undefined;
  private store: Promise<GuardStore> | undefined;
  private warnedUnverified = false;

  constructor(options: GuardOptions) {
    const { store, logger = console, name = 'api', ...overrides } = options;
    this.name = name;
    this.logger = logger;
    this.givenStore = store;
    this.overrides = overrides;
  }

  settings(): GuardConfig {
    return (this.config ??= { ...guardConfigFromEnv(), ...this.overrides });
  }

  private theStore(): Promise<GuardStore> {
    return (this.store ??= this.givenStore ? Promise.resolve(this.givenStore) : defaultStore());
  }

  log(level: 'info' | 'warn' | 'error', fields: Record<string, unknown>, error?: unknown): void {
    const line = `[api-guard] ${JSON.stringify({ api: this.name, ...fields })}`;
    if (error === undefined) this.logger[level](line);
    else this.logger[level](line, error);
  }

  async fromStore<T>(work: (store: GuardStore) => Promise<T>): Promise<T> {
    const limit = this.settings().storeTimeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${limit} ms`)), limit);
    });
    try {
      return await Promise.race([this.theStore().then(work), timeout]);
    } catch (error) {
      throw new StoreUnavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Who is asking, and whether they may ask now: a Response (429) when not. Cheapest check first. */
  async admit(request: Request, requestId: string): Promise<{ clientId: string; refused?: Response }> {
    const cfg = this.settings();
    const client = clientFrom(request.headers, cfg.trustProxy);
    if (client.source === 'unverified' && !this.warnedUnverified && !peerHookInstalled()) {
      this.warnedUnverified = true;
      this.log('warn', {
        reason:
          'the peer-address hook is not installed (instrumentation.ts), so clients are told apart by an X-Forwarded-For they can forge; set TRUST_PROXY=1 behind a proxy',
      });
    }
    const rule = { capacity: cfg.rateBurst, refillPerSecond: cfg.ratePerMinute / 60 };
    const take = await this.fromStore((it) => it.take(`${this.name}:${client.id}`, rule));
    if (take.allowed) return { clientId: client.id };
    this.log('info', { requestId, client: client.id, status: 429 });
    return {
      clientId: client.id,
      refused: failure(429, GUARD_MESSAGES[429], requestId, { 'Retry-After': String(take.retryAfterSeconds) }),
    };
  }

  async runHandler(handler: GuardHandler, input: unknown, ctx: GuardContext): Promise<GuardAnswer> {
    let answer: GuardAnswer;
    try {
      answer = await handler(input, ctx);
    } catch (error) {
      this.log(
        'error',
        { requestId: ctx.requestId, client: ctx.clientId, status: 500, reason: 'handler threw' },
        error,
      );
      return { status: 500, body: { error: GUARD_MESSAGES[500] } };
    }
    const valid =
      isPlainObject(answer) &&
      Number.isInteger(answer.status) &&
      answer.status >= 200 &&
      answer.status <= 599 &&
      isPlainObject(answer.body);
    if (!valid) {
      this.log(
        'error',
        { requestId: ctx.requestId, status: 500, reason: 'handler returned an invalid answer' },
        answer,
      );
      return { status: 500, body: { error: GUARD_MESSAGES[500] } };
    }
    try {
      JSON.stringify(answer.body);
    } catch (error) {
      // Caught here, before a success could be stored for replay.
      this.log('error', { requestId: ctx.requestId, status: 500, reason: 'answer is not serialisable' }, error);
      return { status: 500, body: { error: GUARD_MESSAGES[500] } };
    }
    return answer;
  }

  send(answer: GuardAnswer | StoredAnswer, requestId: string, extraHeaders: Record<string, string> = {}): Response {
    let body = answer.body;
    if (answer.status >= 400) {
      const message =
        typeof body.error === 'string' && body.error
          ? body.error
          : answer.status >= 500
            ? GUARD_MESSAGES[500]
            : 'Bad request.';
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

  /** The answer to anything that escaped: 503 when the store failed, 500 otherwise; the detail goes to the log. */
  crashed(error: unknown, requestId: string, clientId: string): Response {
    if (error instanceof StoreUnavailable) {
      this.log('error', { requestId, client: clientId, status: 503, reason: 'store unavailable' }, error.cause);
      return failure(503, GUARD_MESSAGES[503], requestId, { 'Retry-After': '5' });
    }
    this.log('error', { requestId, client: clientId, status: 500, reason: 'unexpected error in the guard' }, error);
    return failure(500, GUARD_MESSAGES[500], requestId);
  }
}
