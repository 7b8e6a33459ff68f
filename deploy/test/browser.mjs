// Chromium through the setup's nginx, for the deploy test: a phone's window (375 px) and a desktop's (1280 px), each
// one tab that goes from page to page as a visitor does, each watched for Content-Security-Policy violations and
// script errors from its first page on. Paystack's hosts are answered as in the e2e tests: its API by the fake the
// setup is given, its checkout by the same fake popup.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium-flags.mjs';
import { recordCspViolations } from '../../e2e/support/csp-watch.mjs';
import { answerPaystackHosts } from '../../e2e/support/fake-paystack-popup.mjs';
import { pageCodeLoaded } from '../../e2e/support/page-code.mjs';

const WINDOWS = [
  { name: '375 px', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
];
const POPUP_FRAME = 'iframe[id^="inline-checkout-"]';
const WAIT_MS = 15_000;

/**
 * Chromium with its two windows; `problems()` lists every violation and script error either has met so far,
 * each with its window's name.
 */
export async function openBrowser({ paystackApiUrl }) {
  const browser = await chromium.launch({
    executablePath: existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
    // The setup's certificate is its own, made for the run; and Chromium's reports through the Reporting API go out
    // at once rather than after its usual delay (without the flag, none had come within 15 s).
    args: [...CHROMIUM_FLAGS, '--ignore-certificate-errors', '--short-reporting-delay'],
  });
  const windows = await Promise.all(
    WINDOWS.map(async ({ name, ...options }) => {
      const context = await browser.newContext(options);
      await answerPaystackHosts(context, paystackApiUrl);
      const page = await context.newPage();
      const violations = await recordCspViolations(page);
      const errors = [];
      page.on('pageerror', (error) => errors.push(`${error.message} (${page.url()})`));
      return { name, page, problems: () => [...violations, ...errors].map((line) => `${name}: ${line}`) };
    }),
  );
  return {
    windows,
    problems: () => windows.flatMap((window) => window.problems()),
    /** A window of its own, for a test that makes violations on purpose. */
    newWindow: () => browser.newContext({ ignoreHTTPSErrors: true }).then((context) => context.newPage()),
    close: () => browser.close(),
  };
}

/** Opens `url` in `page` and waits until the page's code has loaded (the loader's mark); resolves with its status. */
export async function visit(page, url) {
  const response = await page.goto(url);
  await pageCodeLoaded(page, { timeout: WAIT_MS });
  return response?.status() ?? 0;
}

/** A product's card on the page, found by its name. */
const productCard = (page, name) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * On the shop page at `url`, as a buyer: adds the product named `product` (having found `soldOut`, if named, shown
 * out of stock with its button disabled), opens the cart and the checkout, fills it in and taps Pay Now; resolves once
 * Paystack's popup shows the charge, ready to pay.
 */
export async function buyUpToPaystack(page, url, product, { soldOut } = {}) {
  // A returning visitor whose last cart was paid for: each purchase starts from an empty cart.
  await visit(page, url);
  await page.evaluate(() => window.localStorage.removeItem('cart'));
  await visit(page, url);
  if (soldOut) {
    const card = productCard(page, soldOut);
    await card.getByText('Out of stock', { exact: true }).waitFor({ timeout: WAIT_MS });
    if (await card.getByRole('button').isEnabled()) throw new Error(`${soldOut} can still be added on ${url}`);
  }
  const card = productCard(page, product);
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await card.getByRole('button', { name: 'Added' }).waitFor({ timeout: WAIT_MS });
  await page.getByTestId('cart-button').click();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Checkout', exact: true })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Your Name').fill('Ama Mensah');
  await checkout.getByLabel('Phone Number').fill('0241234567');
  await checkout.getByLabel('Email').fill(`nginx-${Date.now().toString(36)}@example.com`);
  await checkout.getByLabel('Payment Mode').selectOption('Momo');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  // The popup's Pay is enabled once it has read the charge from Paystack's API.
  await page.frameLocator(POPUP_FRAME).locator('#pay:enabled').waitFor({ timeout: WAIT_MS });
}
