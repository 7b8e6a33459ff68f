import type { GuardStore, StoredAnswer } from '../store/guard-store';
import type { GuardConfig } from './config';

export type GuardContext = {
  requestId: string;
  clientId: string;
  /** The dynamic segments of the route (e.g. { reference }), empty for a route without any. */
  params: Record<string, string>;
  /** The query string (GET routes read their input from it). */
  query: URLSearchParams;
};
/** What a handler answers: the status, the JSON body and any extra headers (kept as they are for a replay). */
export type GuardAnswer = StoredAnswer;
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

/** The request as far as the guard has identified it: its id (also in the log) and the client it counts against. */
export type Caller = { requestId: string; clientId: string };
