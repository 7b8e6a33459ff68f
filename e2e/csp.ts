// Fails a test on any Content-Security-Policy violation in the browser, in the page or any of its frames.
// Wire it into the shared `page` fixture (e2e/fixtures.ts):
//   const csp = await watchCspViolations(page);  ...  await use(page);  csp.assertNone();
import { expect, type Page } from '@playwright/test';
import { recordCspViolations } from './support/csp-watch.mjs';

export type CspWatch = {
  /** Every violation seen so far, one line each. */
  readonly violations: readonly string[];
  /** Throws, listing them, if there was any. */
  assertNone: () => void;
  /** Forgets the violations seen so far, for a test that provokes some on purpose and has checked them. */
  reset: () => void;
};

const watches = new WeakMap<Page, CspWatch>();

export async function watchCspViolations(page: Page): Promise<CspWatch> {
  const existing = watches.get(page);
  if (existing) return existing;

  const violations = await recordCspViolations(page);

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
