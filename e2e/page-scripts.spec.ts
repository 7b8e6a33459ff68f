import { test, expect } from './fixtures';
import { routes } from '@/content/routes';
import { carePath } from '@/content/site-links';
import { openCart } from './support/shop-helpers';

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
