import type { Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { installFakePaystack, paystackFrame, popupParams } from './support/fake-paystack';
import { upstreamRequestsFor } from './support/fake-upstream-client';
import {
  cartButton,
  cartDrawer,
  checkoutDrawer,
  collectAlerts,
  fillCheckout,
  openCart,
  openCheckout,
  storedCart,
  uniqueEmail,
} from './support/shop-helpers';
import { buy, money, outOfStock, pesewas, twoProducts } from './support/catalogue';

// Two products in stock today, and what one of the first and two of the second cost.
const [first, second] = twoProducts();
const subtotal = first.price + 2 * second.price;

const SHOP_SECRET = process.env.PAYMENT_SHOP_ID ?? 'shop-secret-e2e-7f3a9c';
// A string only the Paystack library contains (its loader page's title).
const PAYSTACK_SIGNATURE = 'Paystack Popup Loader';

/** Records every response the page gets, and whether it came before or after Pay Now was pressed. */
function recordResponses(page: Page) {
  const seen: { response: Response; afterPayNow: boolean }[] = [];
  const state = { afterPayNow: false };
  page.on('response', (response) => seen.push({ response, afterPayNow: state.afterPayNow }));
  return {
    markPayNow: () => {
      state.afterPayNow = true;
    },
    async bodies(type: 'script' | 'any') {
      const out: { url: string; text: string; afterPayNow: boolean }[] = [];
      for (const { response, afterPayNow } of seen) {
        if (type === 'script' && response.request().resourceType() !== 'script') continue;
        const text = await response.text().catch(() => '');
        out.push({ url: response.url(), text, afterPayNow });
      }
      return out;
    },
  };
}

async function fillCart(page: Page) {
  await buy(page, first, second);
  await openCart(page);
  await cartDrawer(page).getByLabel(`Quantity of ${second.name}`).fill('2');
  await expect(cartDrawer(page).getByTestId('cart-subtotal')).toHaveText(money(subtotal));
  await cartDrawer(page).getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(checkoutDrawer(page)).toBeVisible();
}

test.describe('checkout', () => {
  test('lists the cart and refuses to send anything until every field is filled', async ({ page }) => {
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
    await expect(drawer.getByTestId('checkout-subtotal')).toHaveText(money(subtotal));
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
  });

  test('a successful payment end to end, with Paystack loaded only on Pay Now', async ({ page }, testInfo) => {
    const responses = recordResponses(page);
    await installFakePaystack(page);
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
    const busy = page.getByRole('button', { name: 'Processing Payment...' });
    await expect(busy).toBeDisabled();
    release();

    // The popup opens with the server's amount, GHS, the reference and the mobile-money channel.
    await expect(paystackFrame(page).getByRole('heading', { name: 'Fake Paystack checkout' })).toBeVisible();
    await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    const params = await popupParams(page);
    expect(params).toMatchObject({ key: 'pk_test_e2e_public_key', email, amount: pesewas(subtotal), currency: 'GHS', channels: ['mobile_money'] });
    expect(params.ref).toMatch(/^FAKE-/);
    expect(JSON.parse(params.metadata)).toMatchObject({
      name: 'Ama Serwaa',
      phone: '0244000111',
      shop: 'MHV Shop',
      products: [
        { name: first.name, quantity: 1, price: first.price },
        { name: second.name, quantity: 2, price: second.price },
      ],
    });

    // The reference service got the customer, the secret shop id and the server-priced amount in cedis.
    expect(await upstreamRequestsFor(email)).toEqual([
      { accountName: 'Ama Serwaa', accountNumber: '0244000111', shop: SHOP_SECRET, amount: subtotal, email, action: 'buy' },
    ]);

    await paystackFrame(page).getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => alerts).toEqual([`Your purchase was successful! Transaction reference: ${params.ref}`]);
    await expect(checkoutDrawer(page)).toBeHidden();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(await storedCart(page)).toBeNull();

    // The form was reset for the next order.
    await buy(page, first);
    await openCheckout(page);
    await expect(checkoutDrawer(page).getByLabel('Your Name')).toHaveValue('');
    await expect(checkoutDrawer(page).getByLabel('Email')).toHaveValue('');
    await expect(checkoutDrawer(page).getByTestId('checkout-error')).toHaveText('');

    // Paystack's code was fetched only after Pay Now, and the shop id never reached the browser.
    const scripts = await responses.bodies('script');
    const paystack = scripts.filter((script) => script.text.includes(PAYSTACK_SIGNATURE));
    expect(paystack.length).toBeGreaterThan(0);
    expect(paystack.every((script) => script.afterPayNow)).toBe(true);
    const everything = await responses.bodies('any');
    expect(everything.filter((body) => body.text.includes(SHOP_SECRET)).map((body) => body.url)).toEqual([]);
  });

  test('closing the popup keeps the cart and asks to complete the payment (Card)', async ({ page }, testInfo) => {
    const { blocked } = await installFakePaystack(page);
    const alerts = collectAlerts(page);
    await fillCart(page);
    await fillCheckout(page, { name: 'Kofi Mensah', phone: '0209998887', email: uniqueEmail('close', testInfo.project.name), mode: 'Card' });
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
  });

  test('a failing reference service shows the reference-failure message and opens no popup', async ({ page }, testInfo) => {
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
  });

  test('the reference endpoint prices on the server and refuses anything else', async ({ request }) => {
    const order = { name: 'Esi Quaye', phone: '0551239876', email: 'esi@example.com', paymentMode: 'Card', items: [{ id: second.id, quantity: 2 }] };
    const ok = await request.post('/api/generateReference', { data: order });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ reference: expect.stringMatching(/^FAKE-/), amount: 2 * pesewas(second.price), currency: 'GHS' });

    const tampered = await request.post('/api/generateReference', { data: { ...order, items: [{ id: second.id, quantity: 2, price: 1 }] } });
    expect(tampered.status()).toBe(400);
    expect(await tampered.json()).toMatchObject({ error: 'Unexpected field: price.' });

    if (outOfStock) {
      const paused = await request.post('/api/generateReference', { data: { ...order, items: [{ id: outOfStock.id, quantity: 1 }] } });
      expect(paused.status()).toBe(400);
      expect((await paused.json()).error).toContain('out of stock');
    }

    const malformed = await request.post('/api/generateReference', { headers: { 'content-type': 'application/json' }, data: '{"name":' });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toEqual({ error: expect.any(String), requestId: expect.any(String) });
  });
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
