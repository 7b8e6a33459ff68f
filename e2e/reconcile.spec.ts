import { test, expect } from './fixtures';
import { fakeControl } from './support/fake-paystack-api-client';
import { installFakePaystack, paystackFrame, popupParams } from './support/fake-paystack';
import { mailsFor } from './support/mail-capture-client';
import { pageWith, twoProducts } from './support/catalogue';
import { consoleSites, newStaffSession, uniqueStaffEmail } from './support/console';
import { addToCart, fillCheckout, openCheckout, uniqueEmail } from './support/shop-helpers';

// The books without a webhook, on the Postgres sites (whose reconciliation runs in seconds: playwright.config.ts): a
// buyer approves the payment, Paystack's webhook never comes and the browser is closed, and the order turns paid by
// the shop's own check alone; then the owner compares Paystack's books with the order book from the console and sees
// a payment Paystack has that the book does not. (Desktop project only.)

const site = consoleSites.find((candidate) => candidate.name === 'postgres');
const [product] = twoProducts();

test('a paid order whose webhook was dropped turns paid by reconciliation alone; the owner sees what Paystack has more', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  expect(site, 'e2e/run.mjs starts the Postgres sites').toBeDefined();
  await installFakePaystack(page);
  await page.goto(`${site!.url}${pageWith(product)}`);
  await addToCart(page, product.name);
  await openCheckout(page);
  const email = uniqueEmail('reconcile', 'desktop');
  await fillCheckout(page, { name: 'Kwabena Owusu', phone: '0551234567', email });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
  const { ref } = await popupParams(page);
  // Approved on the phone at Paystack; the webhook is lost and the buyer closes the browser.
  await fakeControl('settle', { reference: ref, status: 'success' });
  await page.close();

  const owner = await (await browser.newContext({ baseURL: site!.url })).newPage();
  await newStaffSession(owner, site!, uniqueStaffEmail('owner', 'reconcile'), 'owner');
  const payment = owner.getByRole('region', { name: 'Payment' });
  await expect
    .poll(
      async () => {
        await owner.goto(`/staff/orders/${ref}`);
        return payment.textContent();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toContain('From the shop’s own check with Paystack');
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await expect.poll(async () => (await mailsFor(ref)).length, { timeout: 15_000 }).toBe(2);

  const stranger = `STRANGER-${Date.now()}`;
  await fakeControl('add-transaction', { reference: stranger, amount: 4_200 });
  await owner.getByRole('link', { name: 'Paystack' }).first().click();
  await owner.getByRole('button', { name: /^Compare the last \d+ days with Paystack$/ }).click();
  await expect(owner.getByText('Paystack’s books were compared with the order book.')).toBeVisible();
  await expect(
    owner.getByText(`${stranger}: Paystack has a successful payment of GHS 42.00 that the order book does not have.`),
  ).toBeVisible();
  await expect(owner.getByText(`${ref}:`)).toHaveCount(0);
});
