/**
 * @jest-environment node
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { UPSTREAM_TIMEOUT_MS } from '@/lib/shop/checkout/server/reference-service';
import { freshDataDir } from '../support/order-backends';

type Mode = 'ok' | 'fixed' | 'empty' | 'error' | 'garbage' | 'hang';

let server: Server;
let baseUrl: string;
let mode: Mode = 'ok';
let received: Record<string, unknown>[] = [];

// Every accepted order is recorded first: a real embedded order book in a folder of its own, a copy of the migrated
// template (tests/support/global-setup.ts) rather than every migration from empty.
const dataDir = freshDataDir();

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  delete process.env.PAYSTACK_SECRET_KEY;
  server = createServer((request, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received.push(JSON.parse(raw));
      if (mode === 'hang') return;
      if (mode === 'garbage') return void response.end('not json at all');
      response.writeHead(mode === 'error' ? 500 : 200, { 'content-type': 'application/json' });
      // A new reference each time: the order book refuses a reference twice.
      if (mode === 'fixed') return void response.end(JSON.stringify({ status: true, data: 'UP-REF-FIXED' }));
      response.end(
        JSON.stringify(
          mode === 'ok'
            ? { status: true, data: `UP-REF-${received.length}-${Date.now()}` }
            : { status: mode !== 'error', data: '' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/generateReference`;
});

afterAll(async () => {
  const { closeDatabase } = await import('@/lib/server/db/connection');
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Priced from the tests' own catalogue, so staff changing content/products.ts never breaks these tests.
jest.mock('@/content/products', () => ({ products: jest.requireActual('../support/test-catalogue').testProducts }));

const order = {
  name: 'Efua Owusu',
  phone: '0551234567',
  email: 'efua@example.com',
  paymentMode: 'Momo',
  items: [
    { id: 4, quantity: 2 },
    { id: 10, quantity: 1 },
  ],
};
const orderPesewas = 22_00 * 2 + 28_00;

let logs: jest.SpyInstance[];
beforeEach(() => {
  jest.resetModules();
  received = [];
  mode = 'ok';
  delete process.env.PAYMENT_REFERENCE_URL;
  delete process.env.PAYMENT_SHOP_ID;
  logs = [
    jest.spyOn(console, 'error').mockImplementation(() => undefined),
    jest.spyOn(console, 'warn').mockImplementation(() => undefined),
  ];
});
afterEach(() => logs.forEach((log) => log.mockRestore()));

/** A setting's default as an operator reads it: its row of the table in docs/configuration.md. */
function documentedDefault(name: string): string {
  const row = readFileSync(path.join(process.cwd(), 'docs/configuration.md'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`| \`${name}\` `));
  const value = row
    ?.split('|')[2]
    .trim()
    .match(/^`([^`]+)`$/)?.[1];
  if (!value) throw new Error(`docs/configuration.md gives no default for ${name}`);
  return value;
}

async function load() {
  return import('@/lib/shop/checkout/server/place-order');
}

// The first call opens the embedded database and applies its migrations.
jest.setTimeout(30_000);

describe('placeOrder without a reference service', () => {
  it('makes a unique local reference, prices the order, and says so once in the log', async () => {
    const { placeOrder } = await load();
    const first = await placeOrder(order);
    const second = await placeOrder(order);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      reference: expect.stringMatching(/^MHV-[A-Z0-9]+-[A-F0-9]{10}$/),
      amount: orderPesewas,
      currency: 'GHS',
      receiptUrl: expect.stringMatching(/^\/orders\/MHV-/),
    });
    expect(second.body.reference).not.toBe(first.body.reference);
    expect(console.warn).toHaveBeenCalledWith(
      'PAYMENT_REFERENCE_URL is not set: payment references are generated locally.',
    );
  });

  it('answers 400 with the reason for a bad order, before any reference is made', async () => {
    const { placeOrder } = await load();
    await expect(placeOrder({ ...order, name: '' })).resolves.toEqual({
      status: 400,
      body: { error: 'All fields are required.' },
    });
    await expect(placeOrder({ ...order, items: [{ id: 11, quantity: 1 }] })).resolves.toEqual({
      status: 400,
      body: { error: 'Hand-Carved Prayer Beads is out of stock. Please remove it from your cart.' },
    });
    await expect(placeOrder({ ...order, items: [{ id: 4, quantity: 1, price: 0.01 }] })).resolves.toEqual({
      status: 400,
      body: { error: 'Unexpected field: price.' },
    });
    await expect(placeOrder('nonsense')).resolves.toEqual({
      status: 400,
      body: { error: 'The order must be a JSON object.' },
    });
  });
});

describe('placeOrder with the reference service', () => {
  beforeEach(() => {
    process.env.PAYMENT_REFERENCE_URL = baseUrl;
    process.env.PAYMENT_SHOP_ID = 'shop-secret-77';
  });

  it('sends the customer, the shop and the server-priced amount in cedis, and answers in pesewas', async () => {
    const { placeOrder } = await load();
    await expect(placeOrder(order)).resolves.toEqual({
      status: 200,
      body: {
        reference: expect.stringMatching(/^UP-REF-1-/),
        amount: orderPesewas,
        currency: 'GHS',
        receiptUrl: expect.stringMatching(/^\/orders\/UP-REF-1-\d+\?key=[\w-]{22,}$/),
      },
    });
    expect(received).toEqual([
      {
        accountName: 'Efua Owusu',
        accountNumber: '0551234567',
        shop: 'shop-secret-77',
        amount: 72,
        email: 'efua@example.com',
        action: 'buy',
      },
    ]);
  });

  it('uses the documented shop id when PAYMENT_SHOP_ID is unset', async () => {
    delete process.env.PAYMENT_SHOP_ID;
    const { placeOrder } = await load();
    await placeOrder(order);
    expect(received[0].shop).toBe(documentedDefault('PAYMENT_SHOP_ID'));
  });

  it.each<[Mode, number]>([
    ['empty', 502],
    ['error', 502],
    ['garbage', 502],
  ])('answers a %s upstream with %i and the reference-failure message', async (upstreamMode, status) => {
    mode = upstreamMode;
    const { placeOrder } = await load();
    await expect(placeOrder(order)).resolves.toEqual({
      status,
      body: { error: 'Failed to generate payment reference. Please try again.' },
    });
  });

  it(
    'answers 504 when the service hangs, once its deadline has passed',
    async () => {
      mode = 'hang';
      const { placeOrder } = await load();
      const result = await placeOrder(order);
      expect(result.status).toBe(504);
      expect(result.body).toEqual({ error: expect.any(String) });
    },
    UPSTREAM_TIMEOUT_MS + 10_000,
  );

  it('answers 502 (never a stack trace) when the service hands out a reference already used', async () => {
    mode = 'fixed';
    const { placeOrder } = await load();
    expect((await placeOrder(order)).status).toBe(200);
    await expect(placeOrder(order)).resolves.toEqual({
      status: 502,
      body: { error: 'Failed to generate payment reference. Please try again.' },
    });
  });

  it('never calls the service for a refused order', async () => {
    const { placeOrder } = await load();
    await placeOrder({ ...order, email: 'not-an-email' });
    expect(received).toEqual([]);
  });
});
