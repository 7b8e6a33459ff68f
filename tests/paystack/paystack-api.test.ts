/** @jest-environment node */
// The Paystack provider module against the fake Paystack API (Paystack's own request and answer shapes), reached as the
// server reaches it: through PAYSTACK_SECRET_KEY and PAYSTACK_API_URL.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeTransaction, PaystackError, verifyTransaction } from '@/lib/paystack/paystack-api';
import { PAYSTACK_TIMEOUT_MS } from '@/lib/paystack/paystack-settings';
import { isPaystackSignature, signPaystackBody } from '@/lib/paystack/webhook-signature';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';

const SECRET = 'sk_test_unit_4f1e';
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;
const saved = process.env;

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: SECRET });
});
afterAll(() => fake.stop());
beforeEach(() => {
  process.env = { ...saved, PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_API_URL: `${fake.url}/` };
});
afterEach(() => {
  process.env = saved;
});

/** Paystack's address pointed at a server of the test's own for the length of `check`. */
async function withPaystackAt(listener: RequestListener, check: () => Promise<void>) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PAYSTACK_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await check();
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

const request = (reference: string, email = 'esi@example.com') => ({
  email,
  amount: 12_345,
  currency: 'GHS' as const,
  reference,
  channels: ['mobile_money'],
  metadata: {
    name: 'Esi',
    phone: '0240000000',
    shop: 'MHV Shop',
    products: [{ id: 1, name: 'Tea', quantity: 1, price: 123.45 }],
  },
});

describe('initializeTransaction', () => {
  it('sends the transaction with the secret key and returns the access code', async () => {
    const result = await initializeTransaction(request('UNIT-1'));
    expect(result).toEqual({
      accessCode: expect.any(String),
      authorizationUrl: expect.stringContaining(result.accessCode),
      reference: 'UNIT-1',
    });
    expect(fake.initialized.at(-1)).toEqual(request('UNIT-1'));
  });

  it('turns every failure into a PaystackError of a telling kind', async () => {
    process.env.PAYSTACK_SECRET_KEY = 'sk_wrong';
    await expect(initializeTransaction(request('UNIT-2'))).rejects.toMatchObject({ kind: 'refused', httpStatus: 401 });
    process.env.PAYSTACK_SECRET_KEY = SECRET;
    await expect(initializeTransaction(request('UNIT-1'))).rejects.toMatchObject({
      kind: 'refused',
      httpStatus: 400,
    });
    await expect(initializeTransaction(request('UNIT-3', 'paystack-down@example.com'))).rejects.toMatchObject({
      kind: 'unreachable',
      httpStatus: 500,
    });
    process.env.PAYSTACK_SECRET_KEY = '';
    await expect(initializeTransaction(request('UNIT-5'))).rejects.toMatchObject({ kind: 'not-configured' });
    process.env.PAYSTACK_SECRET_KEY = SECRET;
    process.env.PAYSTACK_API_URL = 'http://127.0.0.1:9';
    await expect(initializeTransaction(request('UNIT-6'))).rejects.toMatchObject({ kind: 'unreachable' });
    await withPaystackAt(
      (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html>'),
      () => expect(initializeTransaction(request('UNIT-7'))).rejects.toBeInstanceOf(PaystackError),
    );
  });

  // Pay Now waits on this call, under the usual deadline: the test waits it out.
  it(
    'gives up on a Paystack that never answers once its deadline has passed',
    async () => {
      const started = Date.now();
      await expect(initializeTransaction(request('UNIT-4', 'paystack-hang@example.com'))).rejects.toMatchObject({
        kind: 'timeout',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(PAYSTACK_TIMEOUT_MS - 100);
    },
    PAYSTACK_TIMEOUT_MS + 10_000,
  );
});

describe('verifyTransaction', () => {
  it("reports Paystack's status and what was charged; null for a reference Paystack does not know", async () => {
    const { accessCode } = await initializeTransaction(request('UNIT-V1'));
    expect(await verifyTransaction('UNIT-V1')).toEqual({
      status: 'abandoned',
      reference: 'UNIT-V1',
      amount: 12_345,
      currency: 'GHS',
      channel: 'mobile_money',
    });
    await fetch(`${fake.url}/_fake/charge/${accessCode}`, { method: 'POST' });
    expect(await verifyTransaction('UNIT-V1')).toMatchObject({
      status: 'success',
      amount: 12_345,
      currency: 'GHS',
    });
    expect(await verifyTransaction('NOPE')).toBeNull();
  });

  it('throws on a server error or a hang, so the order stays pending', async () => {
    await initializeTransaction(request('UNIT-V2', 'verify-down@example.com'));
    await expect(verifyTransaction('UNIT-V2')).rejects.toMatchObject({ kind: 'unreachable' });
    // The receipt page's shorter deadline, as it asks.
    await withPaystackAt(
      () => undefined,
      () => expect(verifyTransaction('X', { timeoutMs: 150 })).rejects.toMatchObject({ kind: 'timeout' }),
    );
  });
});

describe('the webhook signature', () => {
  const body = Buffer.from(JSON.stringify({ event: 'charge.success', data: { reference: 'R' } }));

  it('accepts exactly HMAC-SHA512 of the raw body with the secret key', () => {
    const signature = signPaystackBody(body, SECRET);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(isPaystackSignature(body, signature, SECRET)).toBe(true);
    expect(isPaystackSignature(body, signature.toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses a wrong, missing, truncated or foreign-keyed signature, a changed body, and any check without a key', () => {
    const signature = signPaystackBody(body, SECRET);
    expect(isPaystackSignature(body, null, SECRET)).toBe(false);
    expect(isPaystackSignature(body, '', SECRET)).toBe(false);
    expect(isPaystackSignature(body, signature.slice(0, 64), SECRET)).toBe(false);
    expect(isPaystackSignature(body, signPaystackBody(body, 'sk_other'), SECRET)).toBe(false);
    expect(isPaystackSignature(Buffer.concat([body, Buffer.from(' ')]), signature, SECRET)).toBe(false);
    expect(isPaystackSignature(body, signature, '')).toBe(false);
    expect(isPaystackSignature(body, `${signature.slice(0, 127)}z`, SECRET)).toBe(false);
  });
});
