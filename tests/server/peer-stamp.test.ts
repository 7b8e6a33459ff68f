/** @jest-environment node */
// The stamp of server.mjs (what `npm start` runs), on a real http.Server on 127.0.0.1: the address the guard gets is
// the connection's, whatever a loopback client writes in X-Forwarded-For or in the stamp's own header.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientFrom } from '@/lib/server/http/guard/client-address';
import { PEER_HEADER, peerAddress, stampingListener } from '@/lib/server/http/guard/peer-stamp.mjs';

type Seen = { peer: string | null; client: ReturnType<typeof clientFrom> };

/** A server that answers with what the app would make of the request (headers as Next hands them on). */
async function serve(stamped: boolean) {
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress; // as Next does (base-server.js)
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const seen: Seen = { peer: peerAddress(headers), client: clientFrom(headers, false) };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
  };
  const server = http.createServer(stamped ? stampingListener(answer) : answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ask = (localAddress: string, headers: Record<string, string>) =>
    new Promise<Seen>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/', localAddress, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(JSON.parse(body) as Seen));
      });
      req.on('error', reject);
      req.end();
    });
  return { ask, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the peer stamp of the site’s server', () => {
  it('gives the connection’s address, not a loopback client’s forged X-Forwarded-For or stamp', async () => {
    const { ask, close } = await serve(true);
    try {
      const seen = await ask('127.0.0.7', { 'x-forwarded-for': '198.51.100.9', [PEER_HEADER]: 'guess 198.51.100.9' });
      expect(seen).toEqual({ peer: '127.0.0.7', client: { id: '127.0.0.7', source: 'socket' } });
      expect((await ask('127.0.0.8', {})).client).toEqual({ id: '127.0.0.8', source: 'socket' });
    } finally {
      await close();
    }
  });

  it('believes no stamp on a request that did not pass through it, even in a process that stamps', async () => {
    const { ask, close } = await serve(false);
    try {
      const seen = await ask('127.0.0.7', { 'x-forwarded-for': '198.51.100.9', [PEER_HEADER]: 'guess 198.51.100.9' });
      // Unverified: what the rate limit warns about, and why `npm start` does not run a bare `next start`.
      expect(seen).toEqual({ peer: null, client: { id: '198.51.100.9', source: 'unverified' } });
    } finally {
      await close();
    }
  });
});
