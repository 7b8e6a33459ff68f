import { test, expect } from './fixtures';
import { routes } from '@/content/routes';
import { carePath } from '@/content/site-links';
import { openCart } from './support/shop-helpers';
import { SITE_PATHS } from '@/lib/site/seo';
import { STYLES_MARK } from '@/lib/site/page-scripts/page-scripts-mark.mjs';
import { linkStylesheets } from '@/lib/site/page-scripts/page-styles.mjs';

// A prerendered page asks for its code only once it has painted and its high-priority picture has arrived, so on a
// slow connection the first view does not share the bandwidth with about 150 kB of scripts. The code then loads and
// the page works as before.
test('a page paints and shows its main picture before its code is requested, then works', async ({ page }) => {
  await page.goto(routes.services);
  await openCart(page);

  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => entry.initiatorType === 'script');
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      picture: resources.find((entry) => entry.name === picture?.currentSrc)?.responseEnd,
      scripts: scripts.length,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.paint).toBeDefined();
  expect(timing.picture).toBeDefined();
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.picture!);
});

test('a page with no picture of high priority still loads its code and works', async ({ page }) => {
  await page.goto(carePath);
  await openCart(page);
  const scripts = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/')).length,
  );
  expect(scripts).toBeGreaterThan(0);
});

// The page holds the rules of its own markup in place of a link to the stylesheet, so its first paint needs nothing
// but its HTML. A visitor whose code never arrives sees each page exactly as the whole stylesheet, linked as Next
// links it, draws it; a visitor whose code runs gets the whole stylesheet too (for what the code changes on the page),
// linked once.
test('each page is drawn from its HTML alone as the whole stylesheet draws it @phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const built = await context.newPage();
  const linked = await context.newPage();
  await linked.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: linkStylesheets(await response.text()) });
  });
  const stylesheets: string[] = [];
  built.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  for (const path of [...SITE_PATHS, routes.menu, '/no-such-page']) {
    await built.goto(path);
    await linked.goto(path);
    expect(stylesheets, `${path} asks for no stylesheet`).toEqual([]);
    await expect(linked.locator('link[rel="stylesheet"]'), `${path} links the stylesheet`).toHaveCount(1);
    const drawn = await built.screenshot({ fullPage: true });
    expect(drawn.equals(await linked.screenshot({ fullPage: true })), `${path} is drawn as with the stylesheet`).toBe(
      true,
    );
  }
  await context.close();
});

test('the code links the whole stylesheet once, then the page lets its own copy go, across pages', async ({ page }) => {
  const stored = await (await page.request.get(routes.home)).text();
  const href = new RegExp(`<style ${STYLES_MARK}="([^"]+)">`).exec(stored)![1].replace(/&amp;/g, '&');
  await page.goto(routes.home);
  const linked = page.locator('link[rel="stylesheet"]');
  await expect(linked).toHaveCount(1);
  await expect(linked).toHaveAttribute('href', href);
  await expect
    .poll(() => linked.evaluate((link: HTMLLinkElement) => link.sheet?.cssRules.length ?? 0))
    .toBeGreaterThan(0);
  // Every rule of the page's own copy is in the whole stylesheet: the copy goes.
  await expect(page.locator(`style[${STYLES_MARK}]`)).toHaveCount(0);
  // A page the client's router shows next uses the same stylesheet: it is not asked for again.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(linked).toHaveCount(1);
});
