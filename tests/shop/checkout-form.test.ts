/** @jest-environment node */
// The checkout on /cart as a browser without the page's code posts it, called as Next calls its route, against a
// real embedded order book and the fake Paystack API: the order placed by the code the API uses, once per form, and
// the buyer sent to Paystack's own checkout page with the receipt as the way back.
import * as add from '@/app/(site)/cart/add/route';
import * as checkout from '@/app/(site)/cart/checkout/route';
import { findOrder } from '@/lib/shop/orders/order-book';
import { readRefusedCheckout } from '@/lib/shop/checkout/server/form-checkout';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { pgliteBackend } from '../support/order-backends';
import { cookieOf, postShopForm, SHOP_ORIGIN as ORIGIN } from '../support/shop-form-post';

jest.mock('@/content/products', () => ({ products: jest.requireActual('../support/test-catalogue').testProducts }));

const SECRET = 'sk_test_checkout_form';
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;

const post = postShopForm;

/** A cart of two bottles of product 4 (GHS 22 each), as 'Add to Cart' without code leaves it. */
async function cartOfTwo() {
  const first = await post(add, '/cart/add', 'id=4');
  return cookieOf(await post(add, '/cart/add', 'id=4', { cookie: cookieOf(first) }));
}

const filled = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    key: crypto.randomUUID(),
    name: 'Kofi Mensah',
    phone: '0244000222',
    email: `kofi-${crypto.randomUUID().slice(0, 8)}@example.com`,
    paymentMode: 'Momo',
    delivery: 'pickup',
    zone: '',
    address: '',
    gps: '',
    ...fields,
  }).toString();

beforeAll(async () => {
  for (const level of ['info', 'warn'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
  await pgliteBackend.setUp();
  fake = await startFakePaystackApi({ secretKey: SECRET });
  Object.assign(process.env, { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_API_URL: fake.url });
  delete process.env.PAYMENT_REFERENCE_URL;
});
afterAll(async () => {
  delete process.env.PAYSTACK_SECRET_KEY;
  delete process.env.PAYSTACK_API_URL;
  await fake.stop();
  await pgliteBackend.tearDown();
});

it("places the order and sends the buyer to Paystack's page, which returns to the receipt; the same form twice is one order", async () => {
  const cookie = await cartOfTwo();
  const form = filled();
  const email = new URLSearchParams(form).get('email');
  const sent = await post(checkout, '/cart/checkout', form, { cookie });
  expect(sent.status).toBe(303);
  const location = sent.headers.get('location') ?? '';
  expect(location).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);

  const asked = fake.initialized.filter((body: { email: string }) => body.email === email);
  expect(asked).toHaveLength(1);
  const [{ reference, amount, currency, channels, callback_url: callback }] = asked;
  expect({ amount, currency, channels }).toEqual({ amount: 44_00, currency: 'GHS', channels: ['mobile_money'] });
  const order = await findOrder(reference);
  expect(order).toMatchObject({ amount: 44_00, status: 'pending', paymentMode: 'Momo' });
  expect(callback).toBe(`${ORIGIN}/orders/${reference}?key=${order!.receiptKey}`);

  // A double tap or a reload of the post: the same page of Paystack's, and no second order.
  const again = await post(checkout, '/cart/checkout', form, { cookie });
  expect([again.status, again.headers.get('location')]).toEqual([303, location]);
  expect(fake.initialized.filter((body: { email: string }) => body.email === email)).toHaveLength(1);
});

it('a field left empty: back to /cart with the sentence and what was typed, in a signed cookie; nothing recorded', async () => {
  const cookie = await cartOfTwo();
  const before = fake.initialized.length;
  const refused = await post(checkout, '/cart/checkout', filled({ phone: ' ', address: 'Behind the Kejetia market' }), {
    cookie,
  });
  expect([refused.status, refused.headers.get('location')]).toEqual([303, '/cart?checkout=refused']);
  expect(refused.headers.get('set-cookie')).toMatch(
    /^mhv_checkout=[\w-]+\.[\w-]{22}; Max-Age=900; Path=\/cart; HttpOnly; SameSite=Lax$/,
  );
  expect(fake.initialized.length).toBe(before);

  const shown = await readRefusedCheckout(new Headers({ cookie: cookieOf(refused) }));
  expect(shown).toEqual({
    error: 'All fields are required.',
    fields: expect.objectContaining({ name: 'Kofi Mensah', phone: ' ', address: 'Behind the Kejetia market' }),
  });
  // The cookie is the server's word only: edited, it shows nothing.
  const [value, signature] = cookieOf(refused).slice('mhv_checkout='.length).split('.');
  const edited = `mhv_checkout=${value.slice(0, -2)}AA.${signature}`;
  expect(await readRefusedCheckout(new Headers({ cookie: edited }))).toBeNull();
});

it('an empty cart is refused with the sentence the drawer shows', async () => {
  const empty = await post(checkout, '/cart/checkout', filled());
  expect(await readRefusedCheckout(new Headers({ cookie: cookieOf(empty) }))).toMatchObject({
    error: 'Your cart is empty.',
  });
});

describe('refused with a reason and nothing recorded', () => {
  it.each([
    [
      'another site’s form',
      { origin: 'https://evil.example' },
      filled(),
      403,
      'This form can only be sent from a page of this site.',
    ],
    ['a form without its key', {}, filled({ key: '' }), 400, 'The checkout form is incomplete: open /cart again.'],
    [
      'a payment mode the shop does not take',
      {},
      filled({ paymentMode: 'Cash' }),
      400,
      'Payment Mode must be Momo or Card.',
    ],
    [
      'JSON rather than a form',
      { 'content-type': 'application/json' },
      '{"name":"Kofi"}',
      415,
      'The request body must be a form (Content-Type: application/x-www-form-urlencoded).',
    ],
    ['a body past 8 kB', {}, filled({ address: 'a'.repeat(9000) }), 413, 'The request body is too large.'],
  ])('%s: %i', async (_, headers, body, status, message) => {
    const before = fake.initialized.length;
    const response = await post(checkout, '/cart/checkout', body, { cookie: await cartOfTwo(), headers });
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(message);
    expect(fake.initialized.length).toBe(before);
  });
});
