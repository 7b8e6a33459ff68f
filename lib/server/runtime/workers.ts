import 'server-only';
import { onWorkers } from './on-workers';

// What differs when the site runs as a Cloudflare Worker (npm run build:edge) rather than as a Node server. In
// workerd a socket belongs to the request that opened it, nothing runs after a response unless the request holds it
// open, and there is no project folder to read.

// The request's bindings and execution context, as @opennextjs/cloudflare's getCloudflareContext() reads them: its
// Worker entry keeps them on this global key for the request being handled. Read here directly, so that code shared
// with Node (and its unit tests, which cannot load that ES-module-only package) does not import the adapter.
const CONTEXT = Symbol.for('__cloudflare-context__');
type WorkerContext = { env: Record<string, unknown>; ctx: { waitUntil(work: Promise<unknown>): void } };

function requestContext(): WorkerContext {
  const context = (globalThis as { [CONTEXT]?: WorkerContext })[CONTEXT];
  if (!context) throw new Error('No Cloudflare request context: this code runs on Workers only inside a request');
  return context;
}

/** The Worker's bindings (wrangler.jsonc) for this request. */
export function workerBindings(): Record<string, unknown> {
  return requestContext().env;
}

/**
 * On Workers, one value per request (a database pool, a Redis client): a socket opened by one request cannot be used
 * by the next. Keyed on the request's execution context, so it is dropped with the request.
 */
export function perRequest<T>(scope: WeakMap<object, T>, make: () => T): T {
  const { ctx } = requestContext();
  let value = scope.get(ctx);
  if (value === undefined) {
    value = make();
    scope.set(ctx, value);
  }
  return value;
}

/**
 * Work that goes on after the response (a mail sent once an order is paid). Node keeps running it by itself; a Worker
 * stops it when the response is sent unless the request's waitUntil holds it (up to 30 s more).
 */
export function inBackground(work: Promise<unknown>): void {
  if (onWorkers()) requestContext().ctx.waitUntil(work);
}
