// The Worker's entry (wrangler.jsonc "main"): OpenNext's Worker, plus what a Node server does by itself.
//   - scheduled: the Cron Trigger's rounds (mail retries, reconciliation with Paystack), asked of the app over
//     JOBS_PATH, since a Worker has no timers between requests;
//   - a failure outside Next's own error handling answers with the site's error page, never the platform's;
//   - a page sent over HTTPS names the Reporting API's endpoint in its policy (lib/server/http/report-to.mjs).
import openNext, { type WorkerEnv as Env, type WorkerContext as ExecutionContext } from 'open-next-worker';
import pageScriptsIntegrity from 'page-scripts-integrity';
import pageScriptsTemplate from 'page-scripts-template';
import scriptInventory from 'script-inventory';
import { provideScriptInventory } from '../lib/server/csp/script-inventory-file.mjs';
import { JOBS_PATH, JOBS_TOKEN, JOBS_TOKEN_HEADER } from '../lib/server/runtime/scheduled-jobs';
import { pagePolicy } from '../lib/server/http/page-policy.mjs';
import { withReportTo } from '../lib/server/http/report-to.mjs';
import { NO_INLINE_SCRIPT_POLICY, POLICY_HEADER } from '../lib/server/http/security-headers.mjs';
import { deferScriptsInHtml } from '../lib/site/page-scripts/defer-scripts.mjs';
import { LOADER_MARK } from '../lib/site/page-scripts/page-scripts-mark.mjs';

// The build's inventory, for the script alarm the Cron Trigger's rounds run inside the app, in this isolate.
provideScriptInventory(scriptInventory);

/** The isolate's token, made on first use: a Worker may not make random values while it loads. */
function isolateToken(): string {
  const holder = globalThis as { [JOBS_TOKEN]?: string };
  holder[JOBS_TOKEN] ??= crypto.randomUUID();
  return holder[JOBS_TOKEN];
}

/** The error page the build made (edge/build.mjs copies it into the assets), with a 500 status. */
async function errorPage(request: Request, env: Env): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL('/500.html', request.url)));
  const html = page.ok ? await page.text() : null;
  return new Response(html ?? 'Something went wrong. Please try again.', {
    status: 500,
    headers: {
      'content-type': html ? 'text/html; charset=utf-8' : 'text/plain',
      'cache-control': 'no-store',
      [POLICY_HEADER]: html ? pagePolicy(html) : NO_INLINE_SCRIPT_POLICY,
    },
  });
}

// The header a stored page comes with: Next's when its server answered, OpenNext's when the page was answered from
// the cache before Next was loaded (open-next.config.ts, cache interception).
const OPENNEXT_CACHE_HEADER = 'x-opennext-cache';
const STORED_PAGE_HEADERS = ['x-nextjs-cache', OPENNEXT_CACHE_HEADER];

/**
 * A page Next rendered again on the Worker (after a catalogue change, or the first request after a deploy) comes
 * with Next's own script tags, and is stored so; the build's pages load their code after the first paint, and so
 * must these. Every stored page, rewritten now or at build, leaves with its own policy naming its inline scripts by
 * hash, computed from the page as sent (lib/server/http/page-policy.mjs). Only stored pages are looked at:
 * per-visitor pages keep Next's tags and their nonce (proxy.ts); any other answer without a policy gets the one that
 * allows no inline script, as on a Node server.
 */
async function withPagePolicy(response: Response): Promise<Response> {
  const stored = STORED_PAGE_HEADERS.some((name) => response.headers.has(name));
  const page = stored && response.headers.get('content-type')?.startsWith('text/html');
  if (!page || !response.body) return withPolicyFallback(response);
  const html = await response.text();
  let deferred: string | null = null;
  try {
    deferred = html.includes(LOADER_MARK) ? null : deferScriptsInHtml(html, pageScriptsTemplate, pageScriptsIntegrity);
  } catch (error) {
    console.error('[worker] page scripts left as Next wrote them:', error instanceof Error ? error.message : error);
  }
  const sent = deferred ?? html;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set(POLICY_HEADER, pagePolicy(sent));
  return new Response(sent, { status: response.status, statusText: response.statusText, headers });
}

function withPolicyFallback(response: Response): Response {
  if (response.headers.has(POLICY_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.set(POLICY_HEADER, NO_INLINE_SCRIPT_POLICY);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// The front cache: a public page OpenNext has answered from its stored copy is kept, finished, in the data centre's
// cache (the Workers Cache API, native to the platform), and the next request for it is answered from there before
// OpenNext runs at all: no routing, no reading and hashing of the stored page, a few milliseconds of CPU instead of
// tens. Its key holds the tag cache's latest revalidation (from D1), so any change that makes a page out of
// date for OpenNext (a console save, a sale, a deploy) moves every page to a new key, and each is fetched once more
// through OpenNext, which answers the untouched ones from their stored copies and renders the changed ones. Requests
// of the client-side router carry these headers and get page data, not the page: they always go to OpenNext.
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch'];
const FRONT_CACHE_HEADER = 'x-front-cache';
const LATEST_REVALIDATION = 'SELECT MAX(revalidatedAt) AS latest FROM revalidations';
// How long an isolate trusts the latest revalidation it read: a change reaches its pages at most this much later, and
// a busy isolate reads D1 once a second rather than once a request.
const REVALIDATION_READ_MS = 1000;
let lastRead = { latest: 0, at: -Infinity };

/** The tag cache's latest revalidation, read at most once a second by this isolate. */
async function latestRevalidation(env: Env): Promise<number | null> {
  if (Date.now() - lastRead.at < REVALIDATION_READ_MS) return lastRead.latest;
  const row = await env.NEXT_TAG_CACHE_D1?.prepare(LATEST_REVALIDATION).first<{ latest: number | null }>();
  if (!row) return null;
  lastRead = { latest: row.latest ?? 0, at: Date.now() };
  return lastRead.latest;
}

/** The data centre's cache; the Cache API of workerd, which also keeps nothing on a workers.dev address. */
const edgeCache = () => (globalThis.caches as unknown as { default: Cache }).default;

/** The front cache's key for `request`, or null for a request it never answers. */
async function frontCacheKey(request: Request, env: Env): Promise<Request | null> {
  if (request.method !== 'GET' || ROUTER_HEADERS.some((name) => request.headers.has(name))) return null;
  try {
    const latest = await latestRevalidation(env);
    if (latest === null) return null;
    const { pathname, search } = new URL(request.url);
    return new Request(`https://front-cache.invalid/${latest}${pathname}${search}`);
  } catch (error) {
    console.error('[worker] front cache skipped:', error instanceof Error ? error.message : error);
    return null;
  }
}

/** OpenNext answered from a stored copy that is still good, for anyone: the one kind of answer kept in front. */
const keptInFront = (response: Response) =>
  response.status === 200 &&
  response.headers.get(OPENNEXT_CACHE_HEADER) === 'HIT' &&
  !response.headers.has('set-cookie');

async function fromFrontCache(key: Request): Promise<Response | null> {
  const kept = await edgeCache()
    .match(key)
    .catch(() => undefined);
  if (!kept) return null;
  const headers = new Headers(kept.headers);
  headers.set(FRONT_CACHE_HEADER, 'HIT');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

/** The Worker's answer to a visitor's request, from the front cache or OpenNext, or its error page. */
async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  try {
    const key = await frontCacheKey(request, env);
    const kept = key && (await fromFrontCache(key));
    if (kept) return kept;
    const response = await withPagePolicy(await openNext.fetch(request, env, ctx));
    if (key && keptInFront(response))
      ctx.waitUntil(
        edgeCache()
          .put(key, response.clone())
          .catch(() => undefined),
      );
    return response;
  } catch (error) {
    console.error('[worker] request failed outside the app:', error instanceof Error ? error.message : error);
    return errorPage(request, env);
  }
}

const worker = {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return withReportTo(request, await answer(request, env, ctx));
  },

  async scheduled(_controller: unknown, env: Env, ctx: ExecutionContext): Promise<void> {
    const url = new URL(JOBS_PATH, env.SITE_URL || 'http://localhost');
    const request = new Request(url, { method: 'POST', headers: { [JOBS_TOKEN_HEADER]: isolateToken() } });
    const response = await openNext.fetch(request, env, ctx);
    const report = await response.text();
    if (!response.ok) throw new Error(`the background rounds failed (${response.status}): ${report}`);
    console.info(`[worker] background rounds: ${report}`);
  },
};

export default worker;
