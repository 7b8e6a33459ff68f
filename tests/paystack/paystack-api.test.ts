/** @jest-environment node */
// The Paystack provider module against the fake Paystack API (Paystack's own request and answer shapes).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeTransaction, PaystackError, verifyTransaction } from '@/lib/paystack/paystack-api';
import { isPaystackSignature, signPaystackBody } from '@/lib/paystack/webhook-signature';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';

const SECRET = 'sk_test_unit_4f1e';
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: SECRET });
  env = { ...process.env, PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_API_URL: `${fake.url}/` };
});
afterAll(() => fake.stop());

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
    const result = await initializeTransaction(request('UNIT-1'), { env });
    expect(result).toEqual({
      accessCode: expect.any(String),
      authorizationUrl: expect.stringContaining(result.accessCode),
      reference: 'UNIT-1',
    });
    expect(fake.initialized.at(-1)).toEqual(request('UNIT-1'));
  });

  it('turns every failure into a PaystackError of a telling kind', async () => {
    await expect(
      initializeTransaction(request('UNIT-2'), { env: { ...env, PAYSTACK_SECRET_KEY: 'sk_wrong' } }),
    ).rejects.toMatchObject({ kind: 'refused', httpStatus: 401 });
    await expect(initializeTransaction(request('UNIT-1'), { env })).rejects.toMatchObject({
      kind: 'refused',
      httpStatus: 400,
    });
    await expect(initializeTransaction(request('UNIT-3', 'paystack-down@example.com'), { env })).rejects.toMatchObject({
      kind: 'unreachable',
      httpStatus: 500,
    });
    await expect(
      initializeTransaction(request('UNIT-4', 'paystack-hang@example.com'), { env, timeoutMs: 200 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    await expect(
      initializeTransaction(request('UNIT-5'), { env: { ...env, PAYSTACK_SECRET_KEY: '' } }),
    ).rejects.toMatchObject({ kind: 'not-configured' });
    await expect(
      initializeTransaction(request('UNIT-6'), { env: { ...env, PAYSTACK_API_URL: 'http://127.0.0.1:9' } }),
    ).rejects.toMatchObject({ kind: 'unreachable' });
    await expect(
      initializeTransaction(request('UNIT-7'), { env, fetchImpl: async () => new Response('<html>', { status: 200 }) }),
    ).rejects.toBeInstanceOf(PaystackError);
  });
});

describe('verifyTransaction', () => {
  it("reports Paystack's status and what was charged; null for a reference Paystack does not know", async () => {
    const { accessCode } = await initializeTransaction(request('UNIT-V1'), { env });
    expect(await verifyTransaction('UNIT-V1', { env })).toEqual({
      status: 'abandoned',
      reference: 'UNIT-V1',
      amount: 12_345,
      currency: 'GHS',
      channel: 'mobile_money',
    });
    await fetch(`${fake.url}/_fake/charge/${accessCode}`, { method: 'POST' });
    expect(await verifyTransaction('UNIT-V1', { env })).toMatchObject({
      status: 'success',
      amount: 12_345,
      currency: 'GHS',
    });
    expect(await verifyTransaction('NOPE', { env })).toBeNull();
  });

  it('throws on a server error or a hang, so the order stays pending', async () => {
    await initializeTransaction(request('UNIT-V2', 'verify-down@example.com'), { env });
    await expect(verifyTransaction('UNIT-V2', { env })).rejects.toMatchObject({ kind: 'unreachable' });
    const hang: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => hang.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hang.address() as AddressInfo).port}`;
    await expect(
      verifyTransaction('X', { env: { ...env, PAYSTACK_API_URL: url }, timeoutMs: 150 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    hang.closeAllConnections();
    hang.close();
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
