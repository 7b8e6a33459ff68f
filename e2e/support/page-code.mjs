// Waiting for a prerendered page's code, which its loader adds after the first paint, so that the load event can come
// before it. Plain JavaScript, so that the deploy test (node --test, no TypeScript) waits as the e2e fixtures do.
import { LOADER_MARK } from '../../lib/site/page-scripts/page-scripts-mark.mjs';

/**
 * Resolves once the page's deferred scripts have all loaded; a page rendered per request has none to wait for.
 * @param {import('@playwright/test').Page} page
 * @param {{ timeout?: number }} [options]
 */
export async function pageCodeLoaded(page, options = {}) {
  await page.waitForFunction(
    (mark) => {
      const loader = document.querySelector(`script[${mark}]`);
      return !loader || loader.getAttribute(mark) === 'loaded';
    },
    LOADER_MARK,
    options,
  );
}
