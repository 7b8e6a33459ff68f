/** @jest-environment node */
// The order book out of reach: every payment endpoint says so plainly (503), and nothing is asked of Paystack.
import { DatabaseUnavailableError } from '@/lib/server/db/errors';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';

// The catalogue (what Pay Now prices from) and the orders live in the same database: both are out of reach.
jest.mock('@/lib/server/db/connection', () => {
  const { DatabaseUnavailableError: Unavailable } = jest.requireActual('@/lib/server/db/errors');
  const down = async () => {
    throw new Unavailable(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  };
  return { getDatabase: down, withDatabase: down };
});
jest.mock('@/lib/shop/orders/order-book', () => {
  const down = async () => {
    throw new DatabaseUnavailableError(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
  };
  return { recordOrder: down, findOrder: down, findOrderForReceipt: down, settleOrder: down };
});

import { placeOrder } from '@/lib/shop/checkout/server/place-order';
import { verifyPayment } from '@/lib/shop/checkout/server/verify-payment';
import { getOrder } from '@/lib/shop/checkout/server/order-lookup';
import { POST as webhook } from '@/app/api/paystack/webhook/route';
import { signPaystackBody } from '@/lib/paystack/webhook-signature';

const SECRET = 'sk_test_db_down';
const SHOP_DOWN = 'The shop is temporarily unavailable. Please try again in a few minutes.';
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;
let logs: jest.SpyInstance[];

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: SECRET });
  process.env.PAYSTACK_SECRET_KEY = SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
  delete process.env.PAYMENT_REFERENCE_URL;
});
afterAll(async () => {
  delete process.env.PAYSTACK_SECRET_KEY;
  delete process.env.PAYSTACK_API_URL;
  await fake.stop();
});
beforeEach(() => {
  logs = (['error', 'warn', 'info'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation(() => undefined),
  );
});
afterEach(() => logs.forEach((log) => log.mockRestore()));

const order = {
  name: 'Yaa',
  phone: '0240000000',
  email: 'yaa@example.com',
  paymentMode: 'Card',
  items: [{ id: 1, quantity: 1 }],
};

it('Pay Now: 503 with the plain message, and Paystack is never asked to charge anything', async () => {
  await expect(placeOrder(order)).resolves.toEqual({ status: 503, body: { error: SHOP_DOWN } });
  expect(fake.initialized).toEqual([]);
});

it('verify and the receipt JSON: 503 with the same message', async () => {
  await expect(verifyPayment('MHV-1', { key: 'k' })).resolves.toEqual({ status: 503, body: { error: SHOP_DOWN } });
  await expect(getOrder('MHV-1', 'k')).resolves.toEqual({ status: 503, body: { error: SHOP_DOWN } });
});

it('the webhook: 503 so that Paystack retries the event later, and no payment is lost', async () => {
  const raw = JSON.stringify({
    event: 'charge.success',
    data: { reference: 'MHV-1', amount: 4500, currency: 'GHS', status: 'success' },
  });
  const response = await webhook(
    new Request('http://shop.test/api/paystack/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(raw, SECRET) },
      body: raw,
    }),
  );
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('60');
});
