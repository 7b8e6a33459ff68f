/** @jest-environment node */
// How the buyer receives the order, on the server: the fee comes from content/delivery.ts and is added to what Paystack
// is asked to charge, as its own line; the order records the choice; nothing the browser says about money counts.
import { delivery } from '@/content/delivery';
import { findOrder } from '@/lib/shop/orders/order-book';
import { normaliseGps } from '@/lib/shop/checkout/delivery-choice';
import { placeOrder } from '@/lib/shop/checkout/server/place-order';
import { toMinorUnits } from '@/content/schema/money';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { testProducts } from '../support/test-catalogue';
import { pgliteBackend } from '../support/order-backends';

// The first order warms up the embedded database, which takes longer than Jest's 5 seconds on a busy machine.
jest.setTimeout(60_000);
jest.mock('@/content/products', () => ({ products: jest.requireActual('../support/test-catalogue').testProducts }));

const SECRET = 'sk_test_delivery';
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;
const [zone] = delivery.zones;
const product = testProducts.find((candidate) => candidate.stock_status === 'In Stock')!;

beforeAll(async () => {
  await pgliteBackend.setUp();
  fake = await startFakePaystackApi({ secretKey: SECRET });
  process.env.PAYSTACK_SECRET_KEY = SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
  delete process.env.PAYMENT_REFERENCE_URL;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(async () => {
  delete process.env.PAYSTACK_SECRET_KEY;
  delete process.env.PAYSTACK_API_URL;
  await fake.stop();
  await pgliteBackend.tearDown();
});

const order = (extra: Record<string, unknown> = {}) => ({
  name: 'Adjoa Mensah',
  phone: '0241112222',
  email: `adjoa-${Math.random().toString(36).slice(2)}@example.com`,
  paymentMode: 'Momo',
  items: [{ id: product.id, quantity: 2 }],
  ...extra,
});

it('adds the area fee to the amount Paystack charges, as its own line, and records the choice', async () => {
  const placed = await placeOrder(
    order({ delivery: { method: 'delivery', zone: zone.id, address: ' House 7, Ring Road ', gps: 'ga 183 8164' } }),
  );
  expect(placed.status).toBe(200);
  const products = toMinorUnits(product.price) * 2;
  const fee = toMinorUnits(zone.fee);
  expect(placed.body.amount).toBe(products + fee);
  const initialized = fake.initialized.at(-1) as { amount: number; metadata: Record<string, unknown> };
  expect(initialized.amount).toBe(products + fee);
  expect(initialized.metadata.delivery).toEqual({
    method: 'delivery',
    area: zone.name,
    fee: zone.fee,
    address: 'House 7, Ring Road',
    gps: 'GA-183-8164',
  });
  expect(initialized.metadata.custom_fields).toEqual([
    { display_name: 'Delivery', variable_name: 'delivery', value: expect.stringContaining(zone.name) },
  ]);
  expect((initialized.metadata.products as unknown[]).length).toBe(1);
  const recorded = await findOrder(placed.body.reference as string);
  expect(recorded?.delivery).toEqual({
    method: 'delivery',
    area: zone.name,
    fee,
    address: 'House 7, Ring Road',
    gps: 'GA-183-8164',
  });
  expect(recorded?.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)).toBe(products);
});

it('charges nothing more for a pickup, said or left out', async () => {
  const said = await placeOrder(order({ delivery: { method: 'pickup' } }));
  const left = await placeOrder(order());
  for (const placed of [said, left]) {
    expect(placed.body.amount).toBe(toMinorUnits(product.price) * 2);
    expect((await findOrder(placed.body.reference as string))?.delivery).toEqual({ method: 'pickup' });
  }
});

it.each([
  [
    'an area the shop does not list',
    { method: 'delivery', zone: 'the-moon', address: 'Crater 1' },
    'Please choose a delivery area.',
  ],
  ['no address', { method: 'delivery', zone: zone.id, address: '   ' }, 'Please enter the delivery address.'],
  [
    'a mistyped GPS address',
    { method: 'delivery', zone: zone.id, address: 'Osu', gps: 'GA-18-8164' },
    'The GhanaPost GPS address must look like GA-183-8164.',
  ],
  ['a fee sent by the page', { method: 'delivery', zone: zone.id, address: 'Osu', fee: 0 }, 'Unexpected field: fee.'],
  ['another way of delivering', { method: 'drone' }, 'Delivery must be pickup or delivery.'],
  [
    'an address of 501 characters',
    { method: 'delivery', zone: zone.id, address: 'x'.repeat(501) },
    'The delivery address must be at most 500 characters.',
  ],
])('refuses %s with one sentence, recording nothing and asking Paystack nothing', async (_case, choice, message) => {
  const before = fake.initialized.length;
  await expect(placeOrder(order({ delivery: choice }))).resolves.toEqual({ status: 400, body: { error: message } });
  expect(fake.initialized.length).toBe(before);
});

it('reads a GhanaPost GPS address however it is typed, and nothing else', () => {
  for (const typed of ['GA-183-8164', 'ga 183 8164', ' Ga-183-8164 ', 'ga - 183 - 8164'])
    expect(normaliseGps(typed)).toBe('GA-183-8164');
  expect(normaliseGps('AK-4843-1234')).toBe('AK-4843-1234');
  for (const wrong of ['G-183-8164', 'GA-18-8164', 'GA-183-816', 'GA-18345-8164', '1A-183-8164', ''])
    expect(normaliseGps(wrong)).toBeNull();
});

it('reads one typed without dashes or with some left out, as its last four digits split it only one way', () => {
  for (const typed of ['GA1838164', 'ga1838164', 'GA 1838164', 'GA-1838164', 'ga183 8164', ' ga 183 8164 '])
    expect(normaliseGps(typed)).toBe('GA-183-8164');
  expect(normaliseGps('ak48431234')).toBe('AK-4843-1234');
  expect(normaliseGps('AK 4843 1234')).toBe('AK-4843-1234');
});

it.each([
  ['digits split where no part ends', 'GA-1838-164'],
  ['digits split where no part ends', 'GA 18 38164'],
  ['six digits', 'GA183816'],
  ['nine digits', 'GA183816412'],
  ['a fifth group', 'GA1838164 1'],
  ['three letters', 'GAA1838164'],
  ['one letter', 'G1838164'],
])('still refuses %s (%s) rather than guess', (_case, typed) => expect(normaliseGps(typed)).toBeNull());

it('records a GhanaPost GPS address typed without dashes in its written form, and refuses an ambiguous one', async () => {
  const placed = await placeOrder(
    order({ delivery: { method: 'delivery', zone: zone.id, address: 'House 7, Ring Road', gps: 'ga1838164' } }),
  );
  expect(placed.status).toBe(200);
  expect((await findOrder(placed.body.reference as string))?.delivery).toMatchObject({ gps: 'GA-183-8164' });
  expect((fake.initialized.at(-1) as { metadata: { delivery: unknown } }).metadata.delivery).toMatchObject({
    gps: 'GA-183-8164',
  });
  const before = fake.initialized.length;
  const split = order({ delivery: { method: 'delivery', zone: zone.id, address: 'Osu', gps: 'GA-1838-164' } });
  await expect(placeOrder(split)).resolves.toEqual({
    status: 400,
    body: { error: 'The GhanaPost GPS address must look like GA-183-8164.' },
  });
  expect(fake.initialized.length).toBe(before);
});
