import { test as base, expect, type Response } from '@playwright/test';
import { watchCspViolations } from './csp';
import { SPLASH_SEEN_KEY } from '@/lib/site/splash';
import { pageCodeLoaded } from './support/page-code.mjs';

type Options = {
  /** Set to true in a test that checks the first-visit splash; every other test starts as a returning visitor. */
  showSplash: boolean;
};

export const test = base.extend<Options>({
  showSplash: [false, { option: true }],
  page: async ({ page, showSplash }, use) => {
    // Every test fails on a Content-Security-Policy violation in the browser.
    const csp = await watchCspViolations(page);
    if (!showSplash) {
      await page.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SEEN_KEY);
    }
    // A prerendered page loads its code after its first paint, so the load event that goto and reload wait for can
    // come before it. A visitor's first tap comes once the code has loaded, as it did when the load event included it.
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      page[method] = (async (...args: unknown[]) => {
        const response = await original(...args);
        const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
          { waitUntil?: string } | undefined;
        if (!options?.waitUntil || options.waitUntil === 'load') await pageCodeLoaded(page);
        return response;
      }) as never;
    }
    await use(page);
    csp.assertNone();
  },
});

export { expect };
