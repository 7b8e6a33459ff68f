// Fails a test on any Content-Security-Policy violation in the browser, in the page or any of its frames.
// Wire it into the shared `page` fixture (e2e/fixtures.ts):
//   const csp = await watchCspViolations(page);  ...  await use(page);  csp.assertNone();
import { expect, type Page } from '@playwright/test';

export type CspWatch = {
  /** Every violation seen so far, one line each. */
  readonly violations: readonly string[];
  /** Throws, listing them, if there was any. */
  assertNone: () => void;
  /** Forgets the violations seen so far, for a test that provokes some on purpose and has checked them. */
  reset: () => void;
};

// Chromium's own console line for a blocked resource or script names the policy; our listener tags its line.
const CSP_MESSAGE = /Content Security Policy|CSP violation/i;
const TAG = 'CSP violation:';

const watches = new WeakMap<Page, CspWatch>();

export async function watchCspViolations(page: Page): Promise<CspWatch> {
  const existing = watches.get(page);
  if (existing) return existing;

  const violations: string[] = [];
  const record = (line: string) => {
    if (!violations.includes(line)) violations.push(line);
  };

  page.on('console', (message) => {
    const text = message.text();
    if (CSP_MESSAGE.test(text)) record(`${text} (${message.location().url || page.url()})`);
  });

  // The DOM event also catches violations Chromium does not print, such as those in report-only frames.
  await page.addInitScript((tag) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${tag} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`,
      );
    });
  }, TAG);

  const watch: CspWatch = {
    get violations() {
      return violations;
    },
    assertNone() {
      expect(violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    },
    reset() {
      violations.length = 0;
    },
  };
  watches.set(page, watch);
  return watch;
}
