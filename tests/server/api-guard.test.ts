/** @jest-environment node */
import { MemoryStore } from '@/lib/server/http/store/memory-store';
import type { GuardStore } from '@/lib/server/http/store/guard-store';
import { guardConfigFromEnv, GUARD_DEFAULTS } from '@/lib/server/http/guard/config';
import {
  methodNotAllowed,
  postOnlyRoute,
  withApiGuard,
  type GuardAnswer,
  type GuardContext,
  type GuardHandler,
  type GuardOptions,
} from '@/lib/server/http/with-api-guard';

const URL_ = 'http://shop.test/api/generateReference';
const order = {
  name: 'Ama Mensah',
  phone: '0241234567',
  email: 'ama@example.com',
  paymentMode: 'Momo',
  items: [{ id: 1, quantity: 1 }],
};

type Logged = { level: 'info' | 'warn' | 'error'; args: unknown[] };

function setup(handler?: GuardHandler, options: GuardOptions = {}) {
  const logged: Logged[] = [];
  const logger = {
    info: (...args: unknown[]) => logged.push({ level: 'info', args }),
    warn: (...args: unknown[]) => logged.push({ level: 'warn', args }),
    error: (...args: unknown[]) => logged.push({ level: 'error', args }),
  };
  const calls: Array<{ input: unknown; ctx: GuardContext }> = [];
  let clock = 1_700_000_000_000;
  const store = new MemoryStore({ now: () => clock });
  const fallback: GuardHandler = async (input, ctx) => {
    calls.push({ input, ctx });
    return { status: 200, body: { reference: `ref-${calls.length}`, amount: 2500, currency: 'GHS' } };
  };
  const route = withApiGuard(
    handler
      ? async (input, ctx) => {
          calls.push({ input, ctx });
          return handler(input, ctx);
        }
      : fallback,
    { store, logger, trustProxy: true, ...options },
  );
  return {
    route,
    calls,
    logged,
    store,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

function post(body: BodyInit | null = JSON.stringify(order), headers: Record<string, string> = {}) {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/** Every 4xx/5xx: JSON `{ error, requestId }` (plus nothing that looks like a stack), the id also in X-Request-Id. */
async function expectFailure(response: Response, status: number, message?: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const requestId = response.headers.get('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const text = await response.text();
  expect(text).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
  const body = JSON.parse(text);
  expect(body).toEqual(expect.objectContaining({ error: expect.any(String), requestId }));
  if (message) expect(body.error).toMatch(message);
  return body as Record<string, unknown>;
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

describe('withApiGuard: the happy path', () => {
  it('passes the parsed body and a request id to the handler and answers its JSON with X-Request-Id', async () => {
    const { route, calls } = setup();
    const response = await route(post());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reference: 'ref-1', amount: 2500, currency: 'GHS' });
    expect(calls).toHaveLength(1);
    expect(calls[0].input).toEqual(order);
    expect(calls[0].ctx).toEqual({
      requestId: response.headers.get('x-request-id'),
      clientId: '203.0.113.7',
      params: {},
      query: expect.any(URLSearchParams),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts JSON with a UTF-8 charset and keeps headers the handler sets', async () => {
    const { route } = setup(async () => ({
      status: 201,
      body: { ok: true },
      headers: { 'X-Extra': 'yes', 'X-Request-Id': 'forged' },
    }));
    const response = await route(post(JSON.stringify(order), { 'content-type': 'Application/JSON; charset=UTF-8' }));
    expect(response.status).toBe(201);
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(response.headers.get('x-request-id')).not.toBe('forged');
  });
});

describe('withApiGuard: requests it refuses', () => {
  it('405 with Allow: POST for any other method, from the guard and from the helper', async () => {
    const { route, calls } = setup();
    const body = await expectFailure(await route(new Request(URL_, { method: 'GET' })), 405, /POST/);
    expect(body.error).toBe('Method not allowed. Use POST.');
    const helper = await methodNotAllowed();
    await expectFailure(helper, 405);
    expect(helper.headers.get('allow')).toBe('POST');
    const routeExports = postOnlyRoute(async () => ({ status: 200, body: {} }));
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const response = await routeExports[method]();
      expect([method, response.status, response.headers.get('allow')]).toEqual([method, 405, 'POST']);
    }
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['no Content-Type', undefined],
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['JSON in another charset', 'application/json; charset=latin1'],
    ['a lookalike type', 'application/jsonp'],
  ])('415 for %s', async (_, contentType) => {
    const { route, calls } = setup();
    const request = new Request(URL_, {
      method: 'POST',
      headers: contentType ? { 'content-type': contentType } : {},
      body: new TextEncoder().encode(JSON.stringify(order)),
    });
    if (!contentType) request.headers.delete('content-type');
    await expectFailure(await route(request), 415, /JSON/);
    expect(calls).toHaveLength(0);
  });

  it('413 for a body over 16 kB, and accepts one of exactly 16 kB', async () => {
    const { route, calls } = setup(async () => ({ status: 200, body: { ok: true } }));
    const exact = JSON.stringify({ note: 'x'.repeat(16 * 1024 - 11) });
    expect(Buffer.byteLength(exact)).toBe(16 * 1024);
    expect((await route(post(exact))).status).toBe(200);
    const over = JSON.stringify({ note: 'x'.repeat(16 * 1024 - 10) });
    await expectFailure(await route(post(over)), 413, /16 kB/);
    expect(calls).toHaveLength(1);
  });

  it('413 from a declared Content-Length alone, whatever the body turns out to be', async () => {
    const { route, calls } = setup();
    await expectFailure(await route(post('{}', { 'content-length': String(1024 * 1024) })), 413);
    expect(calls).toHaveLength(0);
  });

  it('413 when Content-Length lies or is absent: the streamed bytes are counted', async () => {
    const { route, calls } = setup();
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    // A fresh stream each time: a request body can be read only once.
    const oversized = () =>
      streamOf([new TextEncoder().encode('{"a":"'), ...Array(5).fill(chunk), new TextEncoder().encode('"}')]);
    await expectFailure(await route(post(oversized(), { 'content-length': '20' })), 413);
    await expectFailure(await route(post(oversized())), 413);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['malformed JSON', '{"name": "Ama",'],
    ['an empty body', ''],
    ['JavaScript, not JSON', "{name: 'Ama'}"],
    ['NaN', 'NaN'],
  ])('400 for %s', async (_, body) => {
    const { route, calls } = setup();
    await expectFailure(await route(post(body)), 400, /not valid JSON/);
    expect(calls).toHaveLength(0);
  });

  it('400 when the body breaks off mid-upload', async () => {
    const { route, calls, logged } = setup();
    let sent = false;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error('socket hang up'));
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"name":'));
      },
    });
    await expectFailure(await route(post(broken)), 400, /could not be read/);
    expect(calls).toHaveLength(0);
    expect(logged.some((entry) => entry.level === 'error')).toBe(false);
  });

  it('400 for bytes that are not UTF-8', async () => {
    const { route } = setup();
    await expectFailure(await route(post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]))), 400);
  });

  it('hands prototype-pollution keys to the handler as plain data, polluting nothing', async () => {
    const { route, calls } = setup();
    const response = await route(
      post('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
    );
    expect(response.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(calls[0].input as object)).toEqual(['__proto__', 'constructor']);
  });
});

describe('withApiGuard: rate limit', () => {
  it('429 with Retry-After once a client has used its burst, and lets it back in after the wait', async () => {
    const { route, calls, advance } = setup(undefined, { ratePerMinute: 10, rateBurst: 3 });
    for (let i = 0; i < 3; i += 1) expect((await route(post())).status).toBe(200);
    const refused = await route(post());
    await expectFailure(refused, 429, /Too many requests/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(5);
    expect(wait).toBeLessThanOrEqual(6);
    expect(calls).toHaveLength(3);
    advance((wait - 1) * 1000);
    expect((await route(post())).status).toBe(429);
    advance(1000);
    expect((await route(post())).status).toBe(200);
  });

  it('counts refused bodies too, so junk cannot be sent without limit', async () => {
    const { route } = setup(undefined, { ratePerMinute: 10, rateBurst: 2 });
    expect((await route(post('{bad'))).status).toBe(400);
    expect((await route(post('{bad'))).status).toBe(400);
    expect((await route(post('{bad'))).status).toBe(429);
  });

  it('limits each client separately (behind a trusted proxy, by its last X-Forwarded-For entry)', async () => {
    const { route, calls } = setup(undefined, { ratePerMinute: 10, rateBurst: 1 });
    expect((await route(post(undefined, { 'x-forwarded-for': '198.51.100.1' }))).status).toBe(200);
    expect((await route(post(undefined, { 'x-forwarded-for': '198.51.100.1' }))).status).toBe(429);
    // A client-written first entry does not change who the proxy says is asking.
    expect((await route(post(undefined, { 'x-forwarded-for': '10.9.9.9, 198.51.100.1' }))).status).toBe(429);
    expect((await route(post(undefined, { 'x-forwarded-for': '198.51.100.2' }))).status).toBe(200);
    expect(calls.map((call) => call.ctx.clientId)).toEqual(['198.51.100.1', '198.51.100.2']);
  });

  it('reads its limits from the environment, with embedded defaults', () => {
    const saved = process.env;
    const names = ['RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_BURST', 'TRUST_PROXY'];
    /** The guard's settings with `settings` as the only ones of these three in the process's environment. */
    const readWith = (settings: Record<string, string>) => {
      process.env = { ...saved };
      for (const name of names) delete process.env[name];
      Object.assign(process.env, settings);
      return guardConfigFromEnv();
    };
    try {
      expect(readWith({})).toEqual(GUARD_DEFAULTS);
      expect(GUARD_DEFAULTS).toEqual(
        expect.objectContaining({ maxBodyBytes: 16384, ratePerMinute: 10, rateBurst: 5, trustProxy: false }),
      );
      const raised = readWith({ RATE_LIMIT_PER_MINUTE: '600', RATE_LIMIT_BURST: '50', TRUST_PROXY: '1' });
      expect(raised).toEqual(expect.objectContaining({ ratePerMinute: 600, rateBurst: 50, trustProxy: true }));
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const junk = readWith({ RATE_LIMIT_PER_MINUTE: 'lots', RATE_LIMIT_BURST: '-3', TRUST_PROXY: 'yes please' });
      expect(junk).toEqual(GUARD_DEFAULTS);
      expect(warn).toHaveBeenCalledTimes(2);
      warn.mockRestore();
    } finally {
      process.env = saved;
    }
  });
});

describe('withApiGuard: Idempotency-Key', () => {
  const key = { 'idempotency-key': 'c5d4b0a2-3d1e-4c55-9a51-0f1e2d3c4b5a' };

  it('replays the stored answer for the same key and body, without running the handler again', async () => {
    const { route, calls } = setup();
    const first = await route(post(undefined, key));
    const again = await route(post(undefined, key));
    expect(calls).toHaveLength(1);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps the answer for 24 hours, then forgets it', async () => {
    const { route, calls, advance } = setup(undefined, { ratePerMinute: 1_000, rateBurst: 100 });
    await route(post(undefined, key));
    advance(24 * 60 * 60 * 1000 - 60_000);
    expect(await (await route(post(undefined, key))).json()).toEqual(expect.objectContaining({ reference: 'ref-1' }));
    advance(120_000);
    expect(await (await route(post(undefined, key))).json()).toEqual(expect.objectContaining({ reference: 'ref-2' }));
    expect(calls).toHaveLength(2);
  });

  it('422 when the key comes back with a different body', async () => {
    const { route, calls } = setup();
    await route(post(undefined, key));
    await expectFailure(
      await route(post(JSON.stringify({ ...order, items: [{ id: 2, quantity: 3 }] }), key)),
      422,
      /different request/,
    );
    expect(calls).toHaveLength(1);
  });

  it('makes a concurrent duplicate wait for the first answer instead of running twice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let n = 0;
    const { route, calls } = setup(async () => {
      n += 1;
      await gate;
      return { status: 200, body: { reference: `ref-${n}` } };
    });
    const first = route(post(undefined, key));
    const second = route(post(undefined, key));
    const third = route(post(undefined, key));
    await new Promise((resolve) => setTimeout(resolve, 80));
    release();
    const answers = await Promise.all([first, second, third]);
    expect(calls).toHaveLength(1);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { reference: 'ref-1' },
      { reference: 'ref-1' },
      { reference: 'ref-1' },
    ]);
  });

  it('409 with Retry-After when the first request is still running after the wait', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { route, calls } = setup(
      async () => {
        await gate;
        return { status: 200, body: { reference: 'slow' } };
      },
      { duplicateWaitMs: 100 },
    );
    const first = route(post(undefined, key));
    const duplicate = await route(post(undefined, key));
    await expectFailure(duplicate, 409, /still being processed/);
    expect(duplicate.headers.get('retry-after')).toBe('1');
    release();
    expect((await first).status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('does not keep a failure: the same key can be retried after a 4xx or 5xx', async () => {
    const outcomes: GuardAnswer[] = [
      { status: 502, body: { error: 'Failed to generate payment reference. Please try again.' } },
      { status: 400, body: { error: 'Unknown product 99.' } },
      { status: 200, body: { reference: 'ref-ok' } },
    ];
    const { route, calls } = setup(async () => outcomes[calls.length - 1]);
    await expectFailure(await route(post(undefined, key)), 502, /Failed to generate payment reference/);
    await expectFailure(await route(post(undefined, key)), 400, /Unknown product/);
    expect((await route(post(undefined, key))).status).toBe(200);
    expect(await (await route(post(undefined, key))).json()).toEqual({ reference: 'ref-ok' });
    expect(calls).toHaveLength(3);
  });

  it('releases the key when the handler throws, so a retry runs', async () => {
    let fail = true;
    const { route, calls } = setup(async () => {
      if (fail) throw new Error('boom');
      return { status: 200, body: { reference: 'after-crash' } };
    });
    await expectFailure(await route(post(undefined, key)), 500);
    fail = false;
    expect(await (await route(post(undefined, key))).json()).toEqual({ reference: 'after-crash' });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['spaced', 'two words'],
    ['non-ASCII', 'clé-unique'],
  ])('400 for an Idempotency-Key that is %s', async (_, value) => {
    const { route, calls } = setup();
    await expectFailure(await route(post(undefined, { 'idempotency-key': value })), 400, /Idempotency-Key/);
    expect(calls).toHaveLength(0);
  });

  it('keeps keys of two APIs apart', async () => {
    const store = new MemoryStore();
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const a = withApiGuard(async () => ({ status: 200, body: { from: 'a' } }), { store, logger, name: 'a' });
    const b = withApiGuard(async () => ({ status: 200, body: { from: 'b' } }), { store, logger, name: 'b' });
    await a(post(undefined, key));
    expect(await (await b(post(undefined, key))).json()).toEqual({ from: 'b' });
  });
});

describe('withApiGuard: failures never leak', () => {
  it('500 with a generic message when the handler throws; the detail goes to the server log', async () => {
    const { route, logged } = setup(async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:6379 (shop-secret-e2e-7f3a9c)');
    });
    const response = await route(post());
    const body = await expectFailure(response, 500);
    expect(body).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      requestId: response.headers.get('x-request-id'),
    });
    const errors = logged.filter((entry) => entry.level === 'error');
    expect(errors).toHaveLength(1);
    expect(String(errors[0].args[0])).toContain(String(body.requestId));
    expect((errors[0].args[1] as Error).message).toContain('shop-secret-e2e-7f3a9c');
  });

  it.each([
    ['a status out of range', { status: 700, body: {} }],
    ['a body that is not an object', { status: 200, body: ['a'] }],
    ['nothing at all', undefined],
    ['an answer JSON cannot encode', { status: 200, body: { amount: BigInt(1) } }],
  ])('500 when the handler returns %s', async (_, answer) => {
    const { route, logged } = setup(async () => answer as unknown as GuardAnswer);
    await expectFailure(await route(post()), 500, /Something went wrong/);
    expect(logged.some((entry) => entry.level === 'error')).toBe(true);
  });

  it("adds the request id to the handler's own error answers, and a message when it has none", async () => {
    const answers: GuardAnswer[] = [
      { status: 400, body: { error: 'Quantity must be between 1 and 99.' } },
      { status: 504, body: {} },
      { status: 404, body: { error: '' } },
    ];
    let i = 0;
    const { route } = setup(async () => answers[i++]);
    expect(await expectFailure(await route(post()), 400)).toEqual(
      expect.objectContaining({ error: 'Quantity must be between 1 and 99.' }),
    );
    expect((await expectFailure(await route(post()), 504)).error).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect((await expectFailure(await route(post()), 404)).error).toBe('Bad request.');
  });

  it('503 with Retry-After when the store fails, and when it does not answer in time', async () => {
    const broken: GuardStore = {
      kind: 'memory',
      take: async () => {
        throw new Error('READONLY You cannot write against a read only replica.');
      },
      claim: async () => null,
      peek: async () => null,
      settle: async () => undefined,
      release: async () => undefined,
      note: async () => 0,
      count: async () => 0,
      close: async () => undefined,
    };
    const { route, logged } = setup(undefined, { store: broken });
    const response = await route(post());
    await expectFailure(response, 503, /temporarily unavailable/);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(
      logged.some((entry) => entry.level === 'error' && (entry.args[1] as Error).message.includes('READONLY')),
    ).toBe(true);

    const hanging: GuardStore = { ...broken, take: () => new Promise(() => undefined) };
    const slow = setup(undefined, { store: hanging, storeTimeoutMs: 50 });
    await expectFailure(await slow.route(post()), 503);
  });

  it('still answers when the store fails after the handler ran (the work is done; only its replay is lost)', async () => {
    const store = new MemoryStore();
    store.settle = async () => {
      throw new Error('connection lost');
    };
    const { route, logged } = setup(undefined, { store });
    const response = await route(post(undefined, { 'idempotency-key': 'k-1' }));
    expect(response.status).toBe(200);
    expect(logged.some((entry) => entry.level === 'error')).toBe(true);
  });
});

describe('withApiGuard: who the client is', () => {
  it('without a trusted proxy, ignores X-Forwarded-For when it has the socket address, and warns when it has not', async () => {
    const { route, calls, logged } = setup(undefined, { trustProxy: false });
    await route(post(undefined, { 'x-forwarded-for': '192.0.2.44' }));
    // No peer-address hook in a unit test, so the address is unverified and the guard says so, once.
    expect(calls[0].ctx.clientId).toBe('192.0.2.44');
    await route(post(undefined, { 'x-forwarded-for': '192.0.2.45' }));
    const warnings = logged.filter(
      (entry) => entry.level === 'warn' && String(entry.args[0]).includes('peer-address hook'),
    );
    expect(warnings).toHaveLength(1);
  });
});
