import { test, expect } from './fixtures';
import { installFakePaystack } from './support/fake-paystack';
import { checkoutDrawer, fillCheckout, openCheckout, storedCart, uniqueEmail } from './support/shop-helpers';
import { buy, inStock, twoProducts } from './support/catalogue';

// The fake reference service (e2e/support/fake-upstream.mjs) misbehaves according to the customer's name.
const faults = [
  { name: 'Upstream Down', status: 502 },
  { name: 'Empty Data', status: 502 },
  { name: 'Garbage Reply', status: 502 },
  { name: 'Connection Drop', status: 502 },
  { name: 'Slow Hang', status: 504 },
];

const order = (name: string, email: string) => ({
  name,
  phone: '0241234567',
  email,
  paymentMode: 'Momo',
  items: [{ id: inStock[0].id, quantity: 2 }],
});

test.describe('when the payment-reference service fails', () => {
  test(
    'the API answers each fault with the right status, as JSON with a request id and no detail',
    { tag: '@wide' },
    async ({ request }, testInfo) => {
      test.setTimeout(90_000);
      const email = uniqueEmail('fault-api', testInfo.project.name);
      for (const fault of faults) {
        const response = await request.post('/api/generateReference', {
          data: order(fault.name, email),
          timeout: 20_000,
        });
        expect(response.status(), fault.name).toBe(fault.status);
        const body = await response.json();
        expect(body).toEqual({ error: expect.any(String), requestId: expect.any(String) });
        expect(response.headers()['x-request-id']).toBe(body.requestId);
        expect(JSON.stringify(body)).not.toMatch(/localhost|ECONN|socket|stack|at .*\(/i);
      }
    },
  );

  test(
    'the visitor sees the reference-failure message each time and the cart survives intact',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await installFakePaystack(page);
      await buy(page, ...twoProducts());
      const before = await storedCart(page);
      expect(JSON.parse(before ?? '[]')).toHaveLength(2);
      await openCheckout(page);
      const email = uniqueEmail('fault-ui', testInfo.project.name);
      const error = checkoutDrawer(page).getByTestId('checkout-error');
      const payNow = checkoutDrawer(page).getByRole('button', { name: /Pay Now|Processing Payment/ });

      for (const fault of faults) {
        await fillCheckout(page, { name: fault.name, phone: '0241234567', email });
        const answered = page.waitForResponse('**/api/generateReference', { timeout: 20_000 });
        await payNow.click();
        if (fault.name === 'Slow Hang') await expect(payNow).toHaveText('Processing Payment...');
        expect((await answered).status(), fault.name).toBe(fault.status);
        await expect(error).toHaveText('Failed to generate payment reference. Please try again.');
        await expect(payNow).toHaveText('Pay Now');
        await expect(payNow).toBeEnabled();
        expect(await storedCart(page), fault.name).toBe(before);
        await expect(page.getByTestId('cart-count')).toHaveText('2');
      }
      await expect(page.locator('iframe[id^="inline-checkout-"]')).toHaveCount(0);
    },
  );
});
