/**
 * @jest-environment node
 */
import { submitOrder } from '@/lib/shop/checkout/browser/submit-order';
import type { CheckoutRequest } from '@/lib/shop/checkout/checkout-contract';

const order: CheckoutRequest = {
  name: 'Kojo',
  phone: '0201111111',
  email: 'kojo@example.com',
  paymentMode: 'Momo',
  items: [{ id: 1, quantity: 2 }],
};

// The browser's fetch, answering as our server would: each call gets a fresh Response.
const answer = (status: number, body: unknown) =>
  jest
    .fn<Promise<Response>, Parameters<typeof fetch>>()
    .mockImplementation(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

/** Puts `fetchMock` in the place of the global fetch submitOrder calls, and hands it back. */
function serve<T extends jest.Mock>(fetchMock: T): T {
  global.fetch = fetchMock;
  return fetchMock;
}

const realFetch = global.fetch;
let errorLog: jest.SpyInstance;
beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errorLog.mockRestore();
  global.fetch = realFetch;
});

describe('submitOrder', () => {
  it('posts only the order (no prices) to our endpoint and returns the reference, amount, receipt and access code', async () => {
    const fetchMock = serve(
      answer(200, {
        reference: 'R-1',
        amount: 9000,
        currency: 'GHS',
        receiptUrl: '/orders/R-1?key=k',
        accessCode: 'ac_1',
      }),
    );
    await expect(submitOrder(order)).resolves.toEqual({
      ok: true,
      reference: 'R-1',
      amount: 9000,
      receiptUrl: '/orders/R-1?key=k',
      accessCode: 'ac_1',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/generateReference');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(order);
  });

  it('sends a fresh Idempotency-Key with each Pay Now, so a repeated request gets the same reference', async () => {
    const fetchMock = serve(answer(200, { reference: 'R-1', amount: 9000, currency: 'GHS' }));
    await submitOrder(order);
    await submitOrder(order);
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("shows the server's reason for a refused order, and its words when the shop or Paystack is unavailable", async () => {
    serve(answer(400, { error: 'Please enter a valid email address.' }));
    await expect(submitOrder(order)).resolves.toEqual({
      ok: false,
      message: 'Please enter a valid email address.',
    });
    // Fewer left than the cart asks: the buyer reads what is left, and can lower the quantity.
    serve(answer(409, { error: 'Only 2 left of Nkabom Herbal Bitters.' }));
    await expect(submitOrder(order)).resolves.toEqual({
      ok: false,
      message: 'Only 2 left of Nkabom Herbal Bitters.',
    });
    serve(answer(503, { error: 'The shop is temporarily unavailable. Please try again in a few minutes.' }));
    await expect(submitOrder(order)).resolves.toEqual({
      ok: false,
      message: 'The shop is temporarily unavailable. Please try again in a few minutes.',
    });
  });

  it.each([
    ['a 502', answer(502, { error: 'Failed to generate payment reference. Please try again.' })],
    ['a 504', answer(504, { error: 'timeout' })],
    ['a 500 without JSON', answer(500, '<html>oops</html>')],
    ['a 429', answer(429, { error: 'Too many requests' })],
    ['a 200 without a reference', answer(200, { amount: 100 })],
    ['a 200 with a bad amount', answer(200, { reference: 'R', amount: 12.5 })],
    ['a 200 without a receipt', answer(200, { reference: 'R', amount: 100 })],
    ['a network error', jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('turns %s into the reference-failure message and logs it', async (_label, fetchMock) => {
    serve(fetchMock);
    await expect(submitOrder(order)).resolves.toEqual({
      ok: false,
      message: 'Failed to generate payment reference. Please try again.',
    });
    expect(errorLog).toHaveBeenCalled();
  });

  it('sends nothing while the browser is offline, and says the cart is kept; a connection lost on the way says the same', async () => {
    // This suite runs in Node, which has no navigator: the browser's one is stood in for, online or not.
    const browser = { onLine: false };
    Object.defineProperty(globalThis, 'navigator', { value: browser, configurable: true });
    try {
      const fetchMock = serve(answer(200, {}));
      await expect(submitOrder(order)).resolves.toEqual({
        ok: false,
        message: 'You’re offline. Your cart is saved; connect to the internet to pay.',
      });
      expect(fetchMock).not.toHaveBeenCalled();
      browser.onLine = true;
      const dropped = serve(
        jest.fn().mockImplementation(async () => {
          browser.onLine = false; // the connection drops while the request is on its way
          throw new TypeError('Failed to fetch');
        }),
      );
      await expect(submitOrder(order)).resolves.toMatchObject({
        message: expect.stringMatching(/^You’re offline/),
      });
      expect(dropped).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});
