import { expect, type Browser, type Page } from '@playwright/test';
import { consoleSites, newStaffSession, uniqueStaffEmail } from './console';

/**
 * The owner's view of the policy violations browsers reported (the console's security page), read for one page's
 * inline scripts blocked: what the owner would see after a script was added to that page on its way.
 */
export async function blockedInlineScripts(browser: Browser, label: string) {
  const site = consoleSites[0];
  const owner: Page = await browser.newPage();
  await newStaffSession(owner, site, uniqueStaffEmail('owner', label), 'owner');
  const count = async (path: string) => {
    await owner.goto(`${site.url}/staff/security`);
    await expect(owner.getByRole('heading', { name: 'Blocked scripts and styles', level: 1 })).toBeVisible();
    const row = owner.locator(
      `[data-testid="csp-report"][data-page="${path}"][data-directive^="script-src"][data-blocked="inline"]`,
    );
    let total = 0;
    for (const cell of await row.all()) total += Number(await cell.getAttribute('data-count'));
    return total;
  };
  return { count, close: () => owner.close() };
}
