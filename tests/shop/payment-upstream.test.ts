/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  askReferenceService,
  UPSTREAM_TIMEOUT_MS,
  type UpstreamReferencePayload,
} from '@/lib/shop/checkout/server/reference-service';

type Handler = (request: IncomingMessage, response: ServerResponse, body: unknown) => void;

let server: Server;
let url: string;
let handler: Handler;
let received: unknown[];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      received.push(body);
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/generateReference`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let errorLog: jest.SpyInstance;
beforeEach(() => {
  received = [];
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorLog.mockRestore());

const payload: UpstreamReferencePayload = {
  accountName: 'Kwame Boateng',
  accountNumber: '0201234567',
  shop: 'shop-123',
  amount: 125.5,
  email: 'kwame@example.com',
  action: 'buy',
};
const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('the reference service call', () => {
  it('posts the payload as JSON and returns the data field as the reference', async () => {
    let contentType: string | undefined;
    handler = (request, response) => {
      contentType = request.headers['content-type'];
      json(response, 200, { status: true, data: 'T-2024-ABC123' });
    };
    await expect(askReferenceService(url, payload)).resolves.toEqual({ ok: true, reference: 'T-2024-ABC123' });
    expect(received).toEqual([payload]);
    expect(contentType).toBe('application/json');
  });

  it('reports an empty data field and logs it', async () => {
    handler = (_request, response) => json(response, 200, { status: true, data: '' });
    await expect(askReferenceService(url, payload)).resolves.toEqual({ ok: false, reason: 'empty' });
    expect(errorLog).toHaveBeenCalledWith('No reference generated in the response.');
    expect(received).toHaveLength(1);
  });

  it('treats a missing data field as empty', async () => {
    handler = (_request, response) => json(response, 200, { status: true, message: 'ok' });
    await expect(askReferenceService(url, payload)).resolves.toEqual({ ok: false, reason: 'empty' });
  });

  it('retries a 500 twice, then gives up', async () => {
    handler = (_request, response) => json(response, 500, { message: 'boom' });
    await expect(askReferenceService(url, payload)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(received).toHaveLength(3);
  });

  it('succeeds when a retry does', async () => {
    let calls = 0;
    handler = (_request, response) => {
      calls += 1;
      if (calls < 3) json(response, 503, {});
      else json(response, 200, { data: 'REF-3' });
    };
    await expect(askReferenceService(url, payload)).resolves.toEqual({ ok: true, reference: 'REF-3' });
    expect(calls).toBe(3);
  });

  it('does not retry a 4xx answer', async () => {
    handler = (_request, response) => json(response, 422, { message: 'bad shop' });
    await expect(askReferenceService(url, payload)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(received).toHaveLength(1);
  });

  it('fails on an answer that is not JSON', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    };
    await expect(askReferenceService(url, payload)).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  it('refuses a reference with characters Paystack does not accept', async () => {
    handler = (_request, response) => json(response, 200, { data: 'ref with spaces<script>' });
    await expect(askReferenceService(url, payload)).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  it('retries network errors, then gives up', async () => {
    const closed = `http://127.0.0.1:1/api/generateReference`;
    await expect(askReferenceService(closed, payload)).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(errorLog).toHaveBeenCalledTimes(3);
  });

  // The three ways of running out of time share the service's one deadline, so they wait it out together.
  it(
    'gives up at its deadline, retries and pauses included: on no answer, on a body that never ends, on slow failures',
    async () => {
      const asked = (name: string) =>
        received.filter((each) => (each as UpstreamReferencePayload).accountName === name);
      const started = Date.now();
      handler = (_request, response, body) => {
        const name = (body as UpstreamReferencePayload).accountName;
        if (name === 'Hang') return; // never answers
        if (name === 'Half') {
          response.writeHead(200, { 'content-type': 'application/json' });
          return void response.write('{"data":');
        }
        // 'Slow': the first attempt fails at once; the second (after a 300 ms pause) fails 560 ms before the
        // deadline, so the 600 ms pause after it runs past the deadline, however late the second attempt came.
        const delay = asked(name).length > 1 ? started + UPSTREAM_TIMEOUT_MS - 560 - Date.now() : 0;
        setTimeout(() => json(response, 500, {}), delay);
      };
      const ask = (accountName: string) => askReferenceService(url, { ...payload, accountName });
      const outcomes = await Promise.all([ask('Hang'), ask('Half'), ask('Slow')]);
      expect(Date.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS + 1_000);
      expect(outcomes).toEqual(Array(3).fill({ ok: false, reason: 'timeout' }));
      expect(asked('Hang')).toHaveLength(1);
      expect(asked('Half')).toHaveLength(1);
      // The second failure arrived in time; the pause after it ran into the deadline, so no third attempt was made.
      expect(errorLog).toHaveBeenCalledWith('Payment reference service: HTTP 500 (attempt 2).');
      expect(asked('Slow')).toHaveLength(2);
    },
    UPSTREAM_TIMEOUT_MS + 10_000,
  );
});
