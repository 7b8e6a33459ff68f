import { request as httpRequest } from 'node:http';
import { test, expect } from './fixtures';
import { inStock } from './support/catalogue';

const port = Number(process.env.E2E_PORT ?? 3100);
const validOrder = {
  name: 'Kofi Boateng',
  phone: '0201234567',
  email: 'kofi@example.com',
  paymentMode: 'Momo',
  items: [{ id: inStock[0].id, quantity: 1 }],
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** A request from a chosen loopback address, so one test can be a distinct client of its own. */
function call(options: {
  from?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/generateReference',
        method: options.method ?? 'POST',
        localAddress: options.from,
        headers: { 'content-type': 'application/json', ...options.headers },
      },
      (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (raw += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw ? JSON.parse(raw) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

test.describe('the payment API on the production server', () => {
  test('refuses other methods, other content types and oversized bodies with a JSON reason and a request id', async () => {
    const from = '127.0.0.21';
    const get = await call({ from, method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers['allow']).toBe('POST');
    expect(get.body).toEqual({ error: expect.any(String), requestId: expect.any(String) });
    expect(get.headers['x-request-id']).toBe(get.body.requestId);

    const text = await call({ from, headers: { 'content-type': 'text/plain' }, body: JSON.stringify(validOrder) });
    expect(text.status).toBe(415);

    const huge = await call({ from, body: JSON.stringify({ ...validOrder, name: 'x'.repeat(17 * 1024) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toEqual(expect.any(String));
  });

  test('a double-tapped Pay Now with one Idempotency-Key yields one reference', async () => {
    const from = '127.0.0.22';
    const headers = { 'idempotency-key': `e2e-${test.info().project.name}-${Date.now()}` };
    const body = JSON.stringify(validOrder);
    const [first, second] = await Promise.all([call({ from, headers, body }), call({ from, headers, body })]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.reference).toBe(first.body.reference);
    const third = await call({ from, headers: { 'idempotency-key': `${headers['idempotency-key']}-other` }, body });
    expect(third.body.reference).not.toBe(first.body.reference);
  });

  // The site's server (server.mjs, what `npm start` runs) with no proxy in front: only its stamp of the socket
  // address (lib/server/http/guard/peer-stamp.mjs) tells these requests apart from their forged headers, so this test
  // fails the day the stamp stops reaching the route handlers.
  test('limits each client, and a forged X-Forwarded-For does not dodge the limit', async () => {
    const from = test.info().project.name === 'desktop' ? '127.0.0.31' : '127.0.0.32';
    let limited: Answer | undefined;
    for (let attempt = 0; attempt < 400 && !limited; attempt += 1) {
      // Each request pretends to come from a new address; the server must still count them as one client.
      const answer = await call({ from, headers: { 'x-forwarded-for': `198.51.100.${attempt % 250}` }, body: '{}' });
      if (answer.status === 429) limited = answer;
      else expect(answer.status).toBe(400);
    }
    expect(limited, 'the limiter never answered 429').toBeDefined();
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited!.body).toEqual({ error: expect.any(String), requestId: expect.any(String) });
    // Another client is not affected.
    expect((await call({ from: '127.0.0.33', body: '{}' })).status).toBe(400);
  });
});
