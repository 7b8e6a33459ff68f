import { test, expect } from './fixtures';
import { violations } from './support/axe';
import { SITE_PATHS } from '@/lib/site/seo';
import { BOOK_PATH, consultationPath } from '@/lib/bookings/booking-path';
import { CARE_DELETE_PATH } from '@/lib/assessments/care-follow-up-words';
import { CONTACT_SENT_PATH } from '@/lib/inbox/contact-form-fields';
import { DIRECTORY_APPLY_PATH } from '@/lib/catalogue/directory/directory-application-paths';

// Every page a search engine lists, and the pages a visitor reaches from a form or a mail.
const routes = [
  ...SITE_PATHS,
  BOOK_PATH,
  consultationPath('herbalist'),
  DIRECTORY_APPLY_PATH,
  CONTACT_SENT_PATH,
  CARE_DELETE_PATH,
  '/no-such-page',
];

test.describe('accessibility (axe)', () => {
  for (const path of routes) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  // The check itself, on a page of its own: it must find an image without a text alternative and faint text.
  test('the check finds an image without a text alternative and faint text', { tag: '@wide' }, async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>A page that fails</title></head><body><main><h1>Fails</h1>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#eee;background:#fff">Faint</p>' +
        '</main></body></html>',
    );
    const found = (await violations(page)).map((line) => line.split(':')[0]);
    expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  });

  test('the open mobile menu has no violations', { tag: '@phone' }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
