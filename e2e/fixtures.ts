import { test as base, expect } from '@playwright/test';
import { watchCspViolations } from './csp';
import { SPLASH_SEEN_KEY } from '@/lib/splash';

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
    await use(page);
    csp.assertNone();
  },
});

export { expect };
