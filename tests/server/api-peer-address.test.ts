/** @jest-environment node */
// The rate limit must key on the connection, not on a header the client writes. Next 16 gives route
// handlers no socket, so the site's server (server.mjs) stamps it with stampingListener; here the same listener
// wraps, on a real http.Server on 127.0.0.1, a stand-in for Next that hands the guard a Request as Next does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PEER_HEADER, stampingListener } from '@/lib/server/http/guard/peer-stamp.mjs';
import { MemoryStore } from '@/lib/server/http/store/memory-store';
import { withApiGuard, type GuardOptions } from '@/lib/server/http/with-api-guard';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function serve(options: GuardOptions, { stamped = true } = {}) {
  const route = withApiGuard(async (_input, ctx) => ({ status: 200, body: { clientId: ctx.clientId } }), {
    store: new MemoryStore(),
    logger: silent,
    ratePerMinute: 10,
    rateBurst: 2,
    ...options,
  });
  const next = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    // What Next does before a route handler runs (base-server.js): fill X-Forwarded-For only when absent.
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const response = await route(
      new Request(`http://localhost${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  };
  const server = http.createServer(stamped ? stampingListener(next) : next);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const post = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/generateReference`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { post, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('client address through a real HTTP server', () => {
  it('keys the limit on the socket: a new X-Forwarded-For (or a forged stamp) on each request dodges nothing', async () => {
    const { post, close } = await serve({ trustProxy: false });
    try {
      const first = await post({ 'x-forwarded-for': '198.51.100.1' });
      expect(first).toEqual({ status: 200, body: { clientId: '127.0.0.1' } });
      expect((await post({ 'x-forwarded-for': '198.51.100.2', [PEER_HEADER]: 'guess 198.51.100.2' })).status).toBe(200);
      expect((await post({ 'x-forwarded-for': '198.51.100.3' })).status).toBe(429);
      expect((await post()).status).toBe(429);
    } finally {
      await close();
    }
  });

  it('behind a trusted proxy (TRUST_PROXY=1), keys on the address the proxy appended', async () => {
    const { post, close } = await serve({ trustProxy: true });
    try {
      expect(await post({ 'x-forwarded-for': '10.0.0.1, 198.51.100.7' })).toEqual({
        status: 200,
        body: { clientId: '198.51.100.7' },
      });
      expect(await post({ 'x-forwarded-for': '198.51.100.8' })).toEqual({
        status: 200,
        body: { clientId: '198.51.100.8' },
      });
      // No header (a request that did not pass the proxy): the socket address.
      expect(await post()).toEqual({ status: 200, body: { clientId: '127.0.0.1' } });
    } finally {
      await close();
    }
  });

  it('shows why the stamp exists: without it, a client-written X-Forwarded-For would choose its identity', async () => {
    const { post, close } = await serve({ trustProxy: false }, { stamped: false });
    try {
      const answers = await Promise.all(
        ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'].map((ip) => post({ 'x-forwarded-for': ip })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    } finally {
      await close();
    }
  });
});
