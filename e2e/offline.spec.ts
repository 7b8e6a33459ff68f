import type { BrowserContext, Page } from '@playwright/test';
import { build } from 'esbuild';
import { test, expect } from './fixtures';
import { pageWith, twoProducts } from './support/catalogue';
import { startDeploymentProxy } from './support/deployment-proxy';
import { offlineForThisPage } from './support/offline-emulation';
import { installFakePaystack, paystackFrame } from './support/fake-paystack';
import { addToCart, cartDrawer, checkoutAs, checkoutDrawer, collectAlerts } from './support/shop-helpers';
import { PAGES_CACHE, STATIC_CACHE } from '@/lib/site/pwa/offline-caches';
import { OFFLINE_PATH } from '@/lib/site/pwa/offline-page.mjs';
import { offlineTexts } from '@/content/messages';
import { routes } from '@/content/routes';

// A phone on mobile data that drops and stalls, with the site's real service worker (public/sw.js from the build):
// pages this browser has shown open again without the network, the cart keeps working, and what is private never
// lands in the browser's Cache Storage.
test.use({ serviceWorkers: 'allow' });

const [product] = twoProducts();
const seen = [routes.home, pageWith(product), routes.about];

/** Whether the worker has kept `path` (its address, search included) among the pages it reopens offline. */
function isKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async ([cacheName, wanted]) => Boolean(await (await caches.open(cacheName)).match(wanted)), [
    PAGES_CACHE,
    path,
  ] as const);
}

/**
 * Opens `path` (or a whole address) as a visitor would and waits until the worker has kept it and has finished
 * storing what the page loaded (its caches stay the same for half a second), as a visitor's phone has by the time the
 * connection drops; what the worker is still storing would otherwise land after the test's next step.
 */
async function see(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => isKept(page, new URL(page.url()).href), { timeout: 15_000 }).toBe(true);
  let before = '';
  const settled = async () => {
    const now = JSON.stringify(await cachedAddresses(page));
    const same = now === before;
    before = now;
    return same;
  };
  await expect.poll(settled, { intervals: [500], timeout: 15_000 }).toBe(true);
}

/** Every address held in this origin's Cache Storage, whichever cache holds it. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
}

/**
 * The browser checks for a new worker now (Chromium does so on its own some time after a visit), then the visitor
 * closes the tab and comes back to `address` in a new one. A new worker takes over once the old one has finished what
 * it was doing for the open page, which can last as long as the page stays open (seen here: more than 30 s); closing
 * the tab ends it, as a visitor's next visit finds.
 */
async function checkForNewWorkerAndComeBack(page: Page, address: string): Promise<Page> {
  // A new worker that reloads the page may cut the check's answer short: the check was made.
  await page
    .evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    })
    .catch(() => undefined);
  const context = page.context();
  await page.close();
  const next = await context.newPage();
  // A worker taking over may reload the new tab while it opens (the retiring one reloads every page it controlled),
  // which ends this navigation without an answer: the page is looked at once it has settled, not here.
  await next.goto(address, { timeout: 15_000 }).catch(() => undefined);
  return next;
}

/**
 * Waits until the page's worker has finished changing hands: one worker active and answering for the page, none
 * installing or waiting. Going offline (Playwright's setOffline) while a worker is still starting or stopping can
 * hang until the test's time is up (1 of 10 runs here).
 */
async function workerSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return Boolean(
              navigator.serviceWorker.controller &&
              registration?.active?.state === 'activated' &&
              !registration.installing &&
              !registration.waiting,
            );
          })
          .catch(() => false),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('pages seen before open without a connection; the cart still works and Pay Now asks for a connection', async ({
  page,
  context,
}, testInfo) => {
  for (const path of seen) await see(page, path);
  await goOffline(context);
  // The shop's page last: the product is added to the cart there.
  for (const path of [routes.about, routes.home, pageWith(product)]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  }
  await offlineForThisPage(context);
  await checkoutAs(page, product.name, {
    name: 'Yaw Offline',
    phone: '0241234567',
    emailTag: 'sw-offline',
    projectName: testInfo.project.name,
  });
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(checkoutDrawer(page).getByTestId('checkout-error')).toHaveText(
    'You’re offline. Your cart is saved; connect to the internet to pay.',
  );
});

test('a page never seen shows the site’s offline page, which links to the kept pages and the cart', async ({
  page,
  context,
}) => {
  for (const path of seen) await see(page, path);
  await page.goto(pageWith(product));
  await addToCart(page, product.name);
  await goOffline(context);
  await page.goto(routes.teachings);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlineTexts.title);
  const kept = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(kept).toHaveCount(seen.length);
  expect((await kept.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).sort()).toEqual(
    [...seen].sort(),
  );
  // The cart opens on a kept page, with what was added before the connection went.
  await page.getByRole('link', { name: offlineTexts.cart }).click();
  await expect(cartDrawer(page)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a connection that stalls shows a page seen before within 3.5 s', async ({ page, context }) => {
  for (const path of seen) await see(page, path);
  // The network takes the request and never answers.
  let asked = 0;
  await context.route(`**${routes.about}`, () => void (asked += 1));
  const started = Date.now();
  // The page has arrived once the navigation commits; drawing it is the browser's usual work after that.
  const response = await page.goto(routes.about, { waitUntil: 'commit' });
  expect(Date.now() - started).toBeLessThan(3_500);
  await expect(page.locator('h1').first()).toBeVisible();
  // The worker did ask the network, and answered with the copy it kept.
  expect(asked).toBeGreaterThan(0);
  expect(response?.fromServiceWorker()).toBe(true);
});

test('after a purchase, Cache Storage holds no API answer, receipt or console page', async ({ page }, testInfo) => {
  await see(page, pageWith(product));
  await installFakePaystack(page);
  const alerts = collectAlerts(page);
  await checkoutAs(page, product.name, {
    name: 'Efua Mensah',
    phone: '0244000222',
    emailTag: 'sw-purchase',
    projectName: testInfo.project.name,
  });
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await paystackFrame(page).getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => alerts).toEqual([expect.stringContaining('Your purchase was successful!')]);
  await page.waitForURL(/\/orders\//);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await page.reload();
  await page.goto('/staff/sign-in');
  await page.goto(routes.home);
  await expect.poll(() => isKept(page, routes.home)).toBe(true);
  const cached = await cachedAddresses(page);
  expect(cached).toContain(routes.home);
  expect(cached.filter((path) => /^\/(api|orders|staff)(\/|$)/.test(path))).toEqual([]);
});

test('a kept page whose code is gone shows the offline page without a connection, never a blank screen', async ({
  page,
  context,
}) => {
  for (const path of seen) await see(page, path);
  // As after a deployment: the kept page names build files that neither the worker nor the browser holds any more.
  await page.evaluate((cacheName) => caches.delete(cacheName), STATIC_CACHE);
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await goOffline(context);
  await page.goto(routes.about, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlineTexts.title);
  expect(new URL(page.url()).pathname).toBe(OFFLINE_PATH);
});

test('a kept page whose code is gone loads once more from the network, and keeps its content', async ({
  page,
  context,
}) => {
  for (const path of seen) await see(page, path);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.evaluate((cacheName) => caches.delete(cacheName), STATIC_CACHE);
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  // The server no longer has the page's code; the page itself is still there.
  await context.route('**/_next/static/**/*.js*', (route) => route.fulfill({ status: 404, body: '' }));
  let loads = 0;
  await context.route(`**${routes.about}`, (route) => {
    if (route.request().method() === 'GET') loads += 1;
    return route.continue();
  });
  await page.goto(routes.about, { waitUntil: 'commit' });
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  // Once only: the page does not keep reloading.
  await page.waitForTimeout(1_000);
  expect(loads).toBe(2);
});

test('after a new deployment the next page shows the new version, and the new worker takes over', async ({
  page,
  context,
  baseURL,
}) => {
  const proxy = await startDeploymentProxy(baseURL!);
  try {
    for (const path of [routes.home, routes.about]) await see(page, `${proxy.url}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Version 2');
    proxy.deployNewVersion('Version 2');
    await page.goto(`${proxy.url}${routes.about}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Version 2');
    // The browser finds the worker changed; on the visitor's next visit the new worker is the one that answers: its
    // own offline page says so.
    const next = await checkForNewWorkerAndComeBack(page, `${proxy.url}${routes.about}`);
    await workerSettled(next);
    await goOffline(context);
    await expect
      .poll(async () => {
        await next.goto(`${proxy.url}${routes.teachings}`, { waitUntil: 'commit' });
        return next.getByRole('heading', { level: 1 }).textContent();
      })
      .toBe(`Version 2 ${offlineTexts.title}`);
  } finally {
    await proxy.close();
  }
});

test('the kill switch: the retiring worker empties what the site kept and leaves the browser without a worker', async ({
  page,
  baseURL,
}) => {
  const proxy = await startDeploymentProxy(baseURL!);
  try {
    for (const path of [routes.home, routes.about]) await see(page, `${proxy.url}${path}`);
    // What a build with NEXT_PUBLIC_SERVICE_WORKER=off ships as sw.js.
    const retired = await build({
      entryPoints: ['lib/site/pwa/retired-service-worker.ts'],
      bundle: true,
      write: false,
      format: 'iife',
    });
    proxy.replaceWorker(retired.outputFiles[0].text);
    // The next visit, and the look after it, are at an address of the site that no worker answers and no page code
    // runs on (the health check). This build's pages would register the worker again, where a build with the kill
    // switch registers none: a page of theirs that the retiring worker reloads (it reloads every page it controls)
    // brought its registration back whenever the reload ran before the tab was closed, as on a busy machine.
    const visit = `${proxy.url}/api/health`;
    await page.goto(visit);
    const next = await checkForNewWorkerAndComeBack(page, visit);
    // The retiring worker reloads the pages it controlled: a look taken meanwhile is simply taken again.
    await expect
      .poll(
        () =>
          next
            .evaluate(async () => ({
              caches: await caches.keys(),
              workers: (await navigator.serviceWorker.getRegistrations()).length,
            }))
            .catch(() => null),
        { timeout: 20_000 },
      )
      .toEqual({ caches: [], workers: 0 });
    // The site still opens, from the network.
    await next.goto(`${proxy.url}${routes.home}`);
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await proxy.close();
  }
});

test('with the data saver on, no worker starts and nothing is fetched beyond the page', async ({ page, context }) => {
  // Chromium's own switch for navigator.connection.saveData and the Save-Data header, as a phone's data saver sets.
  const devtools = await context.newCDPSession(page);
  await (devtools.send as (method: string, params: object) => Promise<unknown>)('Emulation.setDataSaverOverride', {
    dataSaverEnabled: true,
  });
  const asked: string[] = [];
  context.on('request', (request) => void asked.push(new URL(request.url()).pathname));
  await page.goto(routes.home);
  expect(await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(
    true,
  );
  await page.waitForLoadState('networkidle');
  expect(asked).not.toContain('/sw.js');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
});
