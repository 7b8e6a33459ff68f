import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { pageWith, twoProducts } from './support/catalogue';
import { offlineForThisPage } from './support/offline-emulation';
import {
  addToCart,
  cartButton,
  cartDrawer,
  checkoutDrawer,
  fillCheckout,
  openCart,
  openCheckout,
  uniqueEmail,
} from './support/shop-helpers';
import { checkoutMessages } from '@/lib/shop/checkout/checkout-messages';
import { errorTexts } from '@/content/messages';
import { routes } from '@/content/routes';
import { LOADER_MARK } from '@/lib/site/page-scripts/page-scripts-mark.mjs';

// A phone with the site's real service worker, whose visitor never touched the cart while connected: the cart and
// the checkout still work on the pages the worker kept once the connection is gone, and code the browser cannot load
// (offline, or removed by a new deployment) never turns the page into an error. At both widths.
test.use({ serviceWorkers: 'allow' });

const [product] = twoProducts();
const shop = pageWith(product);
/** How long a visitor stays on a page before moving on: a short look. */
const READING_MS = 3_000;

/** Opens `path` as a visitor does (the fixture waits for the page's code, as a first tap does) and reads it. */
async function read(page: Page, path: string) {
  await page.goto(path);
  await page.waitForTimeout(READING_MS);
}

/** Uncaught errors of the page and errors it logs about code it could not load. */
function chunkErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => void errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /chunk/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Nothing on the page says it failed: no error screen, no raw chunk error. */
async function expectNoErrorScreen(page: Page) {
  await expect(page.getByText(errorTexts.errorCode)).toHaveCount(0);
  await expect(page.getByText(/Failed to load chunk|ChunkLoadError/)).toHaveCount(0);
}

test(
  'a shop page kept while connected, its cart never opened: offline, the cart and the checkout work',
  { tag: '@phone' },
  async ({ page, context }, testInfo) => {
    const errors = chunkErrors(page);
    for (const path of [routes.home, shop, routes.about]) await read(page, path);
    await context.setOffline(true);

    const response = await page.goto(shop);
    expect(response?.fromServiceWorker()).toBe(true);
    await offlineForThisPage(context);
    await addToCart(page, product.name);
    await openCart(page);
    const drawer = cartDrawer(page);
    await drawer.getByLabel(`Quantity of ${product.name}`).fill('3');
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 3 items');
    await drawer.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();

    await page.keyboard.press('Escape');
    await addToCart(page, product.name);
    await openCheckout(page);
    await fillCheckout(page, {
      name: 'Kofi Offline',
      phone: '0241234567',
      email: uniqueEmail('offline-cart', testInfo.project.name),
    });
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(checkoutDrawer(page).getByTestId('checkout-error')).toHaveText(checkoutMessages.offline);
    await expectNoErrorScreen(page);
    expect(errors).toEqual([]);
  },
);

test(
  'a page kept while connected, never the shop or the cart: offline, the cart opens on it',
  { tag: '@wide' },
  async ({ page, context }) => {
    const errors = chunkErrors(page);
    for (const path of [routes.home, routes.about]) await read(page, path);
    await context.setOffline(true);

    for (const path of [routes.home, routes.about]) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker()).toBe(true);
      await openCart(page);
      await expect(cartDrawer(page).getByText('Your cart is empty.')).toBeVisible();
      await expectNoErrorScreen(page);
    }
    expect(errors).toEqual([]);
  },
);

test(
  'a visitor who opened one page only: offline, the cart says it needs a connection, never an error page',
  { tag: '@wide' },
  async ({ page, context }) => {
    // One page and gone: the cart's code was not fetched for them (see lib/site/pwa/register-worker.ts).
    await read(page, routes.home);
    await context.setOffline(true);
    await page.goto(routes.home);
    await cartButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: checkoutMessages.offline })).toBeVisible();
    await expect(cartButton(page)).toBeVisible();
    await expectNoErrorScreen(page);
  },
);

/**
 * The addresses of the files the cart's drawers load on demand, as a browser without the worker fetches them: what the
 * shop page asks for when the cart is first opened, beyond what it had loaded by then.
 */
async function drawersFiles(browser: Browser, baseURL: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(shop);
    await page.waitForFunction(
      (mark) => document.querySelector(`script[${mark}]`)?.getAttribute(mark) === 'loaded',
      LOADER_MARK,
    );
    await page.waitForLoadState('networkidle');
    const files: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/_next/static/')) files.push(pathname);
    });
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    await openCart(page);
    return files.filter((file) => !loaded.includes(file));
  } finally {
    await context.close();
  }
}

test(
  'a deployment removed the cart’s code: the page loads once more, shows no error page and does not loop',
  { tag: '@phone' },
  async ({ page, context, browser, baseURL }) => {
    const removed = await drawersFiles(browser, baseURL!);
    expect(removed.length).toBeGreaterThan(0);
    // The server no longer has the drawers' files; the page and the rest of its code are still there.
    await context.route(
      (url) => removed.includes(url.pathname),
      (route) => route.fulfill({ status: 404, body: '' }),
    );
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    await read(page, shop);
    expect(loads).toBe(1);

    await addButton(page).click();
    await expect.poll(() => loads).toBe(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
    // The cart kept what was added; the code is still missing, so the page says something went wrong, in its words.
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 1 item');
    await expect(page.getByRole('alert').filter({ hasText: errorTexts.errorFallbackMessage })).toBeVisible();
    await expectNoErrorScreen(page);
    // Once only: the page does not keep loading.
    await page.waitForTimeout(2_000);
    expect(loads).toBe(2);
  },
);

/** The shop page's Add to Cart button of the product. */
function addButton(page: Page) {
  return page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
    .getByRole('button', { name: 'Add to Cart' });
}
