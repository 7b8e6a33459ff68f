import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on `page`, run in the page itself and reporting in detail only what fails. Every rule still runs on every
 * element of the page and of its same-origin frames:
 * - axe's default opens a blank page for every run, loads axe into it a second time and merges there what each frame
 *   found, for frames from other origins; the pages checked have none (the video player and Paystack's checkout are
 *   frames only once opened), so axe runs as it did before 4.3 (its "legacy mode");
 * - the passing and inapplicable findings go without the details axe otherwise writes for each element it checked
 *   (its resultTypes option, meant for large pages).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** axe's WCAG 2.1 A/AA and best-practice findings on the page as it is, one line each (none is the goal). */
export async function violations(page: Page): Promise<string[]> {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
