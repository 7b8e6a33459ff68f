import type { Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { installFakePaystack, paystackFrame, popupParams } from './support/fake-paystack';
import { upstreamRequestsFor } from './support/fake-upstream-client';
import { E2E_PAYSTACK_SECRET, initializedFor } from './support/fake-paystack-api-client';
import { expectOneMailEach } from './support/mail-capture-client';
import {
  cartButton,
  cartDrawer,
  checkoutDrawer,
  collectAlerts,
  fillCheckout,
  openCart,
  storedCart,
  subtotalIn,
  uniqueEmail,
} from './support/shop-helpers';
import { buy, money, outOfStock, pesewas, twoProducts } from './support/catalogue';

// Two products in stock today, and what one of the first and two of the second cost.
const [first, second] = twoProducts();
const subtotal = first.price + 2 * second.price;

const SHOP_SECRET = process.env.PAYMENT_SHOP_ID ?? 'shop-secret-e2e-7f3a9c';
// A string only the Paystack library contains (its loader page's title).
const PAYSTACK_SIGNATURE = 'Paystack Popup Loader';

/**
 * Records every response the page gets, and whether it came before or after Pay Now was pressed. Bodies are read as
 * they arrive: after the visitor moves on to the receipt, the previous page's bodies can no longer be read.
 */
function recordResponses(page: Page) {
  const seen: { url: string; type: string; text: Promise<string>; afterPayNow: boolean }[] = [];
  const state = { afterPayNow: false };
  page.on('response', (response: Response) =>
    seen.push({
      url: response.url(),
      type: response.request().resourceType(),
      text: response.text().catch(() => ''),
      afterPayNow: state.afterPayNow,
    }),
  );
  return {
    markPayNow: () => {
      state.afterPayNow = true;
    },
    async bodies(type: 'script' | 'any') {
      const picked = seen.filter((entry) => type === 'any' || entry.type === 'script');
      return Promise.all(picked.map(async ({ url, text, afterPayNow }) => ({ url, text: await text, afterPayNow })));
    },
  };
}

async function fillCart(page: Page) {
  await buy(page, first, second);
  await openCart(page);
  await cartDrawer(page).getByLabel(`Quantity of ${second.name}`).fill('2');
  await expect(subtotalIn(cartDrawer(page))).toHaveText(money(subtotal));
  await cartDrawer(page).getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(checkoutDrawer(page)).toBeVisible();
}

test.describe('checkout', () => {
  test(
    'lists the cart and refuses to send anything until every field is filled',
    { tag: '@wide' },
    async ({ page }) => {
      const referenceCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/generateReference')) referenceCalls.push(request.url());
      });
      await fillCart(page);
      const drawer = checkoutDrawer(page);
      await expect(cartDrawer(page)).toBeHidden();
      const lines = drawer.getByTestId('checkout-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(1)).toContainText(second.name);
      await expect(lines.nth(1)).toContainText('Quantity: 2');
      await expect(lines.nth(1)).toContainText(`Price: ${money(second.price)}`);
      await expect(subtotalIn(drawer)).toHaveText(money(subtotal));
      await expect(drawer.getByPlaceholder('Enter your name')).toBeVisible();
      await expect(drawer.getByPlaceholder('Enter phone number')).toBeVisible();
      await expect(drawer.getByPlaceholder('Enter email')).toHaveAttribute('type', 'email');
      await expect(drawer.getByLabel('Payment Mode')).toHaveValue('Momo');
      await expect(drawer.getByLabel('Payment Mode').locator('option')).toHaveText(['Mobile Money', 'Card']);

      const payNow = page.getByRole('button', { name: 'Pay Now' });
      await payNow.click();
      await expect(drawer.getByTestId('checkout-error')).toHaveText('All fields are required.');
      await fillCheckout(page, { name: 'Yaw Asante', phone: '0241234567', email: '   ' });
      await payNow.click();
      await expect(drawer.getByTestId('checkout-error')).toHaveText('All fields are required.');
      expect(referenceCalls).toEqual([]);

      // A malformed e-mail is refused by the server, whose reason shows in the same red line.
      await fillCheckout(page, { email: 'yaw@' });
      await payNow.click();
      await expect(drawer.getByTestId('checkout-error')).toHaveText('Please enter a valid email address.');
      expect(referenceCalls).toHaveLength(1);
    },
  );

  test(
    'a purchase end to end: fixed by the server at Paystack, verified, paid on the receipt, one mail each',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const responses = recordResponses(page);
      const { blocked } = await installFakePaystack(page);
      const alerts = collectAlerts(page);
      const email = uniqueEmail('success', testInfo.project.name);
      await fillCart(page);
      await fillCheckout(page, { name: 'Ama Serwaa', phone: '0244000111', email });

      // Hold the reference request to see the busy state.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/generateReference', async (route) => {
        await held;
        await route.continue();
      });
      responses.markPayNow();
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(page.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled();
      release();

      // The popup opened the transaction by its access code and shows Paystack's record: the server's amount, GHS,
      // the reference and the mobile-money channel, with the catalogue-priced products.
      await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
      const params = await popupParams(page);
      expect(params).toMatchObject({
        accessCode: expect.any(String),
        email,
        amount: pesewas(subtotal),
        currency: 'GHS',
        channels: ['mobile_money'],
      });
      expect(params.key).toBeUndefined();
      expect(params.ref).toMatch(/^FAKE-/);
      const products = [
        { id: first.id, name: first.name, quantity: 1, price: first.price },
        { id: second.id, name: second.name, quantity: 2, price: second.price },
      ];
      expect(JSON.parse(params.metadata)).toEqual({
        name: 'Ama Serwaa',
        phone: '0244000111',
        shop: 'MHV Shop',
        products,
      });
      // What our server asked Paystack to charge, once.
      expect(await initializedFor(email)).toEqual([
        {
          email,
          amount: pesewas(subtotal),
          currency: 'GHS',
          reference: params.ref,
          channels: ['mobile_money'],
          metadata: { name: 'Ama Serwaa', phone: '0244000111', shop: 'MHV Shop', products },
        },
      ]);
      // The reference service got the customer, the secret shop id and the server-priced amount in cedis.
      expect(await upstreamRequestsFor(email)).toEqual([
        {
          accountName: 'Ama Serwaa',
          accountNumber: '0244000111',
          shop: SHOP_SECRET,
          amount: subtotal,
          email,
          action: 'buy',
        },
      ]);

      await paystackFrame(page).getByRole('button', { name: 'Pay' }).click();
      await expect.poll(() => alerts).toEqual([`Your purchase was successful! Transaction reference: ${params.ref}`]);
      await page.waitForURL(new RegExp(`/orders/${params.ref}\\?key=`));
      await expect(page.getByTestId('order-status')).toHaveText('Paid');
      const ordered = page.getByRole('table', { name: 'Products in this order' }).locator('tbody').getByRole('row');
      await expect(ordered).toHaveCount(2);
      await expect(page.getByTestId('order-total')).toHaveText(money(subtotal));
      await expect(page.getByTestId('order-receipt')).not.toContainText(email);
      await expect(page.getByTestId('order-receipt')).not.toContainText('0244000111');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      expect(await storedCart(page)).toBeNull();
      const mails = await expectOneMailEach(params.ref, email);
      expect(mails.find((mail) => mail.to[0] !== email)?.text).toContain('0244000111');
      expect(mails.find((mail) => mail.to[0] === email)?.text).toContain(`/orders/${params.ref}?key=`);

      // After a reload elsewhere, the cart still leads back to the receipt.
      const receipt = page.url();
      await page.goto('/contact');
      await openCart(page);
      await cartDrawer(page).getByRole('link', { name: 'View your last order' }).click();
      await expect(page).toHaveURL(receipt);
      await expect(page.getByTestId('order-status')).toHaveText('Paid');

      // Paystack's code was fetched only after Pay Now, and the shop id and the secret key never reached the browser.
      const scripts = await responses.bodies('script');
      const paystack = scripts.filter((script) => script.text.includes(PAYSTACK_SIGNATURE));
      expect(paystack.length).toBeGreaterThan(0);
      expect(paystack.every((script) => script.afterPayNow)).toBe(true);
      const everything = await responses.bodies('any');
      expect(
        everything
          .filter((body) => body.text.includes(SHOP_SECRET) || body.text.includes(E2E_PAYSTACK_SECRET))
          .map((body) => body.url),
      ).toEqual([]);
      expect(blocked).toEqual([]);
    },
  );

  test(
    'closing the popup keeps the cart and asks to complete the payment (Card)',
    { tag: '@wide' },
    async ({ page }, testInfo) => {
      const { blocked } = await installFakePaystack(page);
      const alerts = collectAlerts(page);
      await fillCart(page);
      await fillCheckout(page, {
        name: 'Kofi Mensah',
        phone: '0209998887',
        email: uniqueEmail('close', testInfo.project.name),
        mode: 'Card',
      });
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
      expect((await popupParams(page)).channels).toEqual(['card']);

      await paystackFrame(page).getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => alerts).toEqual(['You closed the payment popup. Please complete the payment.']);
      await expect(page.locator('iframe[id^="inline-checkout-"]')).toBeHidden();
      await expect(checkoutDrawer(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      expect(JSON.parse((await storedCart(page)) ?? '[]')).toHaveLength(2);
      expect(blocked).toEqual([]);
    },
  );

  test(
    'a failing reference service shows the reference-failure message and opens no popup',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
      });
      await installFakePaystack(page);
      const email = uniqueEmail('down', testInfo.project.name);
      await fillCart(page);
      await fillCheckout(page, { name: 'Upstream Down', phone: '0271112223', email });
      await page.getByRole('button', { name: 'Pay Now' }).click();
      const error = checkoutDrawer(page).getByTestId('checkout-error');
      await expect(error).toHaveText('Failed to generate payment reference. Please try again.');
      await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
      // One call and two retries reached the service.
      expect(await upstreamRequestsFor(email)).toHaveLength(3);

      // An answer without a reference is a failure too.
      await fillCheckout(page, { name: 'Empty Data' });
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
      await expect(error).toHaveText('Failed to generate payment reference. Please try again.');
      expect(await upstreamRequestsFor(email)).toHaveLength(4);

      await expect(page.locator('iframe[id^="inline-checkout-"]')).toHaveCount(0);
      expect(scripts.some((text) => text.includes(PAYSTACK_SIGNATURE))).toBe(false);
      await expect(page.getByTestId('cart-count')).toHaveText('3');
    },
  );

  test(
    'the reference endpoint prices on the server and refuses anything else',
    { tag: '@wide' },
    async ({ request }) => {
      const order = {
        name: 'Esi Quaye',
        phone: '0551239876',
        email: 'esi@example.com',
        paymentMode: 'Card',
        items: [{ id: second.id, quantity: 2 }],
      };
      const ok = await request.post('/api/generateReference', { data: order });
      expect(ok.status()).toBe(200);
      const answer = await ok.json();
      expect(answer).toEqual({
        reference: expect.stringMatching(/^FAKE-/),
        amount: 2 * pesewas(second.price),
        currency: 'GHS',
        accessCode: expect.any(String),
        receiptUrl: `/orders/${answer.reference}?key=${answer.receiptUrl.split('key=')[1]}`,
      });
      expect(answer.receiptUrl.split('key=')[1]).toMatch(/^[\w-]{22,}$/);

      const tampered = await request.post('/api/generateReference', {
        data: { ...order, items: [{ id: second.id, quantity: 2, price: 1 }] },
      });
      expect(tampered.status()).toBe(400);
      expect(await tampered.json()).toMatchObject({ error: 'Unexpected field: price.' });

      if (outOfStock) {
        const paused = await request.post('/api/generateReference', {
          data: { ...order, items: [{ id: outOfStock.id, quantity: 1 }] },
        });
        expect(paused.status()).toBe(400);
        expect((await paused.json()).error).toContain('out of stock');
      }

      const malformed = await request.post('/api/generateReference', {
        headers: { 'content-type': 'application/json' },
        data: '{"name":',
      });
      expect(malformed.status()).toBe(400);
      expect(await malformed.json()).toEqual({ error: expect.any(String), requestId: expect.any(String) });
    },
  );
});

test('the floating cart button sits mid-height at the right edge and opens the cart on any page', async ({ page }) => {
  await page.goto('/contact');
  const box = await cartButton(page).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no cart button or viewport');
  expect(Math.abs(box.x + box.width - viewport.width)).toBeLessThan(1);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
  await openCart(page);
  await expect(cartDrawer(page).getByText('Your cart is empty.')).toBeVisible();
});
