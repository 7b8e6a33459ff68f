import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's WCAG 2.1 A/AA and best-practice findings on the page as it is, one line each (none is the goal). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
