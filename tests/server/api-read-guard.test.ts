/** @jest-environment node */
import { MemoryStore } from '@/lib/server/http/store/memory-store';
import { getOnlyRoute, MAX_READ_URL_CHARS } from '@/lib/server/http/with-read-guard';
import type { GuardContext } from '@/lib/server/http/with-api-guard';

const quiet = { info: () => undefined, warn: () => undefined, error: jest.fn() };

function setup(handler: (ctx: GuardContext) => Promise<{ status: number; body: Record<string, unknown> }>) {
  const seen: GuardContext[] = [];
  const route = getOnlyRoute(
    async (_input, ctx) => {
      seen.push(ctx);
      return handler(ctx);
    },
    { store: new MemoryStore(), logger: quiet, trustProxy: true, ratePerMinute: 60, rateBurst: 3, name: 'read-test' },
  );
  return { route, seen };
}

const get = (path: string, from = '203.0.113.9', method = 'GET') =>
  new Request(`http://shop.test${path}`, { method, headers: { 'x-forwarded-for': from } });
const params = (reference: string) => ({ params: Promise.resolve({ reference }) });

describe('the guard of JSON reads (GET)', () => {
  it('hands the route segments and the query to the handler and answers JSON, never cached', async () => {
    const { route, seen } = setup(async (ctx) => ({
      status: 200,
      body: { reference: ctx.params.reference, key: ctx.query.get('key') },
    }));
    const response = await route.GET(get('/api/orders/R-1?key=abc'), params('R-1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reference: 'R-1', key: 'abc' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBe(seen[0].requestId);
  });

  it('limits each client, answers every failure as { error, requestId }, and hides what a handler throws', async () => {
    const { route } = setup(async () => {
      throw new Error('secret detail at /srv/app.js:1:1');
    });
    const failed = await route.GET(get('/api/orders/R'), params('R'));
    expect(failed.status).toBe(500);
    const body = await failed.json();
    expect(body).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      requestId: expect.any(String),
    });
    await route.GET(get('/api/orders/R'), params('R'));
    await route.GET(get('/api/orders/R'), params('R'));
    const limited = await route.GET(get('/api/orders/R'), params('R'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await route.GET(get('/api/orders/R', '198.51.100.1'), params('R'))).status).toBe(500);
  });

  it('refuses other methods with 405 (Allow: GET, HEAD) and an overlong address with 414', async () => {
    const { route, seen } = setup(async () => ({ status: 200, body: {} }));
    const post = await route.POST();
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const long = await route.GET(get(`/api/orders/R?key=${'k'.repeat(MAX_READ_URL_CHARS)}`), params('R'));
    expect(long.status).toBe(414);
    expect(seen).toEqual([]);
  });
});
