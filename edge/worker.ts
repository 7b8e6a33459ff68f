// The Worker's entry (wrangler.jsonc "main"): OpenNext's Worker, plus what a Node server does by itself.
//   - scheduled: the Cron Trigger's rounds (mail retries, reconciliation with Paystack), asked of the app over
//     JOBS_PATH, since a Worker has no timers between requests;
//   - a failure outside Next's own error handling answers with the site's error page, never the platform's.
import openNext, { type WorkerEnv as Env, type WorkerContext as ExecutionContext } from 'open-next-worker';
import pageScriptsTemplate from 'page-scripts-template';
import { JOBS_PATH, JOBS_TOKEN, JOBS_TOKEN_HEADER } from '../lib/server/runtime/scheduled-jobs';
import { deferScriptsInHtml } from '../lib/site/page-scripts/defer-scripts.mjs';
import { LOADER_MARK } from '../lib/site/page-scripts/page-scripts-mark.mjs';

/** The isolate's token, made on first use: a Worker may not make random values while it loads. */
function isolateToken(): string {
  const holder = globalThis as { [JOBS_TOKEN]?: string };
  holder[JOBS_TOKEN] ??= crypto.randomUUID();
  return holder[JOBS_TOKEN];
}

/** The error page the build made (edge/build.mjs copies it into the assets), with a 500 status. */
async function errorPage(request: Request, env: Env): Promise<Response> {
  const page = await env.ASSETS.fetch(new Request(new URL('/500.html', request.url)));
  return new Response(page.ok ? page.body : 'Something went wrong. Please try again.', {
    status: 500,
    headers: { 'content-type': page.ok ? 'text/html; charset=utf-8' : 'text/plain', 'cache-control': 'no-store' },
  });
}

// The header a stored page comes with: Next's when its server answered, OpenNext's when the page was answered from
// the cache before Next was loaded (open-next.config.ts, cache interception).
const STORED_PAGE_HEADERS = ['x-nextjs-cache', 'x-opennext-cache'];

/**
 * A page Next rendered again on the Worker (after a catalogue change, or the first request after a deploy) comes
 * with Next's own script tags, and is stored so; the build's pages load their code after the first paint, and so
 * must these. Only stored pages are looked at: per-visitor pages keep Next's tags.
 */
async function withDeferredScripts(response: Response): Promise<Response> {
  const stored = STORED_PAGE_HEADERS.some((name) => response.headers.has(name));
  const page = stored && response.headers.get('content-type')?.startsWith('text/html');
  if (!page || !response.body) return response;
  const html = await response.text();
  let deferred: string | null = null;
  try {
    deferred = html.includes(LOADER_MARK) ? null : deferScriptsInHtml(html, pageScriptsTemplate);
  } catch (error) {
    console.error('[worker] page scripts left as Next wrote them:', error instanceof Error ? error.message : error);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(deferred ?? html, { status: response.status, statusText: response.statusText, headers });
}

const worker = {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    try {
      return await withDeferredScripts(await openNext.fetch(request, env, ctx));
    } catch (error) {
      console.error('[worker] request failed outside the app:', error instanceof Error ? error.message : error);
      return errorPage(request, env);
    }
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
