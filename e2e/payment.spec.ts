import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { installFakePaystack, paystackFrame, popupParams } from './support/fake-paystack';
import { fakeTransaction, initializedFor, sendWebhook } from './support/fake-paystack-api-client';
import { expectOneMailEach, mailsFor } from './support/mail-capture-client';
import { buy, pesewas, twoProducts } from './support/catalogue';
import {
  checkoutDrawer,
  collectAlerts,
  fillCheckout,
  openCheckout,
  storedCart,
  uniqueEmail,
} from './support/shop-helpers';

// The fake Paystack API (e2e/support/fake-paystack-api.mjs) misbehaves according to the customer's e-mail.

// One product in stock today, whatever the catalogue holds.
const [product] = twoProducts();

async function checkoutWith(page: Page, email: string) {
  await buy(page, product);
  await openCheckout(page);
  await fillCheckout(page, { name: 'Kwame Owusu', phone: '0209876543', email });
}

/**
 * Pays in the fake popup with an e-mail the fake Paystack leaves unconfirmed, then checks what the visitor is told:
 * we wait for Paystack, and the receipt opens as pending. Returns the reference.
 */
async function payAndWaitForConfirmation(page: Page, email: string): Promise<{ ref: string }> {
  await installFakePaystack(page);
  const alerts = collectAlerts(page);
  await checkoutWith(page, email);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
  const { ref } = await popupParams(page);
  await paystackFrame(page).getByRole('button', { name: 'Pay' }).click();
  // Not success, not failure: we wait for Paystack, and the cart is kept until the money is confirmed.
  await expect
    .poll(() => alerts)
    .toEqual([expect.stringContaining(`We are waiting for Paystack to confirm your payment (reference ${ref})`)]);
  await page.waitForURL(/\/orders\//);
  await expect(page.getByTestId('order-status')).toHaveText('Waiting for the payment confirmation from Paystack');
  return { ref };
}

test.describe('payments confirmed by the server', () => {
  test(
    'mobile money approved later: pending on the receipt until the signed webhook arrives, then paid',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const email = uniqueEmail('momo-pending', testInfo.project.name);
      const { ref } = await payAndWaitForConfirmation(page, email);
      const status = page.getByTestId('order-status');
      expect(JSON.parse((await storedCart(page)) ?? '[]')).toHaveLength(1);
      expect(await mailsFor(ref)).toEqual([]);

      // The phone approves; Paystack tells the site. The open receipt turns paid by itself.
      const delivered = await sendWebhook(ref);
      expect(delivered.status).toBe(200);
      await expect(status).toHaveText('Paid', { timeout: 15_000 });
      await expectOneMailEach(ref, email);
    },
  );

  test(
    'Paystack unreachable at verify: the visitor waits, the order stays pending, the webhook settles it',
    { tag: '@wide' },
    async ({ page }, testInfo) => {
      const { ref } = await payAndWaitForConfirmation(page, uniqueEmail('verify-down', testInfo.project.name));
      expect((await fakeTransaction(ref)).verifyCalls).toBeGreaterThan(0);
      expect((await sendWebhook(ref)).status).toBe(200);
      await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: 15_000 });
    },
  );

  test(
    'a tampered page cannot change what Paystack is asked to charge',
    { tag: '@wide' },
    async ({ page }, testInfo) => {
      const { blocked } = await installFakePaystack(page);
      const email = uniqueEmail('tamper', testInfo.project.name);
      await checkoutWith(page, email);
      const error = checkoutDrawer(page).getByTestId('checkout-error');

      // A request that names its own price or amount is refused before anything is recorded or initialised.
      for (const tamper of [
        (body: Record<string, unknown>) => ({ ...body, amount: 100 }),
        (body: Record<string, unknown>) => ({ ...body, items: [{ id: product.id, quantity: 1, price: 0.01 }] }),
      ]) {
        await page.route('**/api/generateReference', (route) =>
          route.continue({ postData: JSON.stringify(tamper(route.request().postDataJSON())) }),
        );
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await expect(error).toHaveText(/^Unexpected field: (amount|price)\.$/);
        await page.unroute('**/api/generateReference');
      }
      expect(await initializedFor(email)).toEqual([]);

      // An answer rewritten on its way to the page (a lower amount) changes nothing: the popup opens Paystack's record.
      await page.route('**/api/generateReference', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), amount: 100 } });
      });
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
      expect((await popupParams(page)).amount).toBe(pesewas(product.price));
      expect((await initializedFor(email)).map((body) => body.amount)).toEqual([pesewas(product.price)]);
      expect(blocked).toEqual([]);
    },
  );

  test(
    'Paystack failing at Pay Now: a clear message, no popup, the cart intact',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await installFakePaystack(page);
      const email = uniqueEmail('paystack-down', testInfo.project.name);
      await checkoutWith(page, email);
      const cart = await storedCart(page);
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(checkoutDrawer(page).getByTestId('checkout-error')).toHaveText(
        'Paystack could not start your payment just now. Nothing was charged. Please try again in a few minutes.',
      );
      await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
      await expect(page.locator('iframe[id^="inline-checkout-"]')).toHaveCount(0);
      expect(await storedCart(page)).toBe(cart);
      // The order was recorded before Paystack was asked: the attempt carried the catalogue price.
      expect((await initializedFor(email)).map((body) => body.amount)).toEqual([pesewas(product.price)]);
    },
  );
});
