/** @jest-environment node */
// The cart's forms as a browser without the page's code posts them ('Add to Cart', a line's quantity, its remove
// button), called as Next calls their routes, against a real embedded database that keeps the cookie's secret.
import * as add from '@/app/(site)/cart/add/route';
import * as quantity from '@/app/(site)/cart/quantity/route';
import * as remove from '@/app/(site)/cart/remove/route';
import { readServerCart } from '@/lib/shop/cart/server-cart';
import { pgliteBackend } from '../support/order-backends';
import { cookieOf, postShopForm } from '../support/shop-form-post';

jest.mock('@/content/products', () => ({ products: jest.requireActual('../support/test-catalogue').testProducts }));

const post = postShopForm;

const linesOf = (cookie: string) => readServerCart(new Headers({ cookie }));

beforeAll(async () => {
  for (const level of ['info', 'warn'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
  await pgliteBackend.setUp();
});
afterAll(() => pgliteBackend.tearDown());

it('adds, changes a quantity and removes, each answered 303 to /cart with the cart in a signed cookie', async () => {
  const first = await post(add, '/cart/add', 'id=3');
  expect([first.status, first.headers.get('location')]).toEqual([303, '/cart']);
  expect(first.headers.get('set-cookie')).toMatch(/^mhv_cart=3-1\.[\w-]{22}; Max-Age=2592000; Path=\/; SameSite=Lax$/);
  const second = await post(add, '/cart/add', 'id=1', { cookie: cookieOf(first) });
  const third = await post(add, '/cart/add', 'id=3', { cookie: cookieOf(second) });
  expect(await linesOf(cookieOf(third))).toEqual([
    { id: 3, quantity: 2 },
    { id: 1, quantity: 1 },
  ]);
  const changed = await post(quantity, '/cart/quantity', 'id=1&quantity=7', { cookie: cookieOf(third) });
  expect(await linesOf(cookieOf(changed))).toEqual([
    { id: 3, quantity: 2 },
    { id: 1, quantity: 7 },
  ]);
  const removed = await post(remove, '/cart/remove', 'id=3', { cookie: cookieOf(changed) });
  expect(await linesOf(cookieOf(removed))).toEqual([{ id: 1, quantity: 7 }]);
  const empty = await post(remove, '/cart/remove', 'id=1', { cookie: cookieOf(removed) });
  expect(empty.headers.get('set-cookie')).toMatch(/^mhv_cart=; Max-Age=0;/);
});

it('a shopper without the code taps Add to Cart twenty times in a row from one address: every tap is in the cart', async () => {
  // One address, as many phones behind one carrier's NAT share, with the site's default limits.
  const headers = { 'x-forwarded-for': '10.77.0.1' };
  let cookie = '';
  for (let tap = 0; tap < 20; tap += 1) {
    const response = await post(add, '/cart/add', `id=${[1, 2, 3, 4][tap % 4]}`, { cookie, headers });
    expect([response.status, response.headers.get('location')]).toEqual([303, '/cart']);
    cookie = cookieOf(response);
  }
  expect(await linesOf(cookie)).toEqual([1, 2, 3, 4].map((id) => ({ id, quantity: 5 })));
});

it('over HTTPS behind the proxy, the cookie is Secure', async () => {
  process.env.TRUST_PROXY = '1';
  try {
    const response = await post(add, '/cart/add', 'id=2', {
      headers: { 'x-forwarded-proto': 'https', origin: 'https://shop.test' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
  } finally {
    delete process.env.TRUST_PROXY;
  }
});

it('an edited or forged cookie is an empty cart: no price, no line and no other browser reached through it', async () => {
  const real = cookieOf(await post(add, '/cart/add', 'id=2'));
  const [lines, signature] = real.slice('mhv_cart='.length).split('.');
  expect(await linesOf(real)).toEqual([{ id: 2, quantity: 1 }]);
  expect(await linesOf(`mhv_cart=${lines.replace('2-1', '2-99')}.${signature}`)).toEqual([]);
  expect(await linesOf(`mhv_cart=2-1.${'A'.repeat(22)}`)).toEqual([]);
  expect(await linesOf('mhv_cart=2-1')).toEqual([]);
  // A cart built on a forged cookie starts again from nothing.
  const next = await post(add, '/cart/add', 'id=4', { cookie: `mhv_cart=2-50.${signature}` });
  expect(await linesOf(cookieOf(next))).toEqual([{ id: 4, quantity: 1 }]);
});

it('a product out of stock is not added, and /cart is told which one', async () => {
  const response = await post(add, '/cart/add', 'id=11');
  expect([response.status, response.headers.get('location'), response.headers.get('set-cookie')]).toEqual([
    303,
    '/cart?unavailable=11',
    null,
  ]);
});

describe('refused with a reason, the cart left as it was', () => {
  it.each([
    [
      'another site’s form',
      { origin: 'https://evil.example' },
      'id=1',
      403,
      'This form can only be sent from a page of this site.',
    ],
    [
      'a request without Origin or Sec-Fetch-Site',
      { origin: '' },
      'id=1',
      403,
      'This form can only be sent from a page of this site.',
    ],
    [
      'JSON rather than a form',
      { 'content-type': 'application/json' },
      '{"id":1}',
      415,
      'The request body must be a form (Content-Type: application/x-www-form-urlencoded).',
    ],
    ['a body past 2 kB', {}, `id=1&x=${'a'.repeat(3000)}`, 413, 'The request body is too large.'],
    ['no product', {}, 'id=', 400, 'Choose a product.'],
    ['a product id that is not a number', {}, 'id=1e3', 400, 'Choose a product.'],
    ['a product that does not exist', {}, 'id=4242', 400, 'There is no such product.'],
    [
      'bytes that are not UTF-8',
      {},
      new Uint8Array([0x69, 0x64, 0x3d, 0xff]),
      400,
      'The request body could not be read.',
    ],
  ])('%s', async (_name, headers, body, status, error) => {
    const response = await post(add, '/cart/add', body, { headers });
    expect([response.status, (await response.json()).error]).toEqual([status, error]);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each(['0', '100', '2.5', 'abc', ''])('a quantity of %p', async (value) => {
    const cookie = cookieOf(await post(add, '/cart/add', 'id=1'));
    const response = await post(quantity, '/cart/quantity', `id=1&quantity=${value}`, { cookie });
    expect([response.status, (await response.json()).error]).toEqual([
      400,
      'The quantity must be a whole number from 1 to 99.',
    ]);
  });

  it('any method but POST', async () => {
    for (const route of [add, quantity, remove]) {
      const response = await route.GET();
      expect([response.status, response.headers.get('allow')]).toEqual([405, 'POST']);
    }
  });
});
