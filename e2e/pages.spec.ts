import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { homePage } from '@/content/pages/home';
import { servicesPage } from '@/content/pages/services';
import { kradaPage } from '@/content/pages/krada';
import { routes } from '@/content/routes';
import { carePath } from '@/content/site-links';
import type { ContentPage } from '@/content/schema/pages';

const pages: [string, ContentPage][] = [
  ['/home', homePage],
  ['/services', servicesPage],
  ['/krada', kradaPage],
];

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [path, content] of pages) {
  test(`${path} shows its copy and calls to action to shop, book a call, take an assessment and watch teachings`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(content.hero.title);
    for (const section of content.sections) {
      await expect(main.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    }
    const hrefs = await main.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of ['/Products', routes.book, carePath, '/teachings']) expect(hrefs).toContain(href);
    // The hero picture has its size in the HTML, so the text below it does not move as it loads.
    const hero = main.getByRole('img', { name: content.hero.image.alt });
    await expect(hero).toHaveAttribute('width', String(content.hero.image.width));
    await expect(hero).toHaveAttribute('height', String(content.hero.image.height));
    await noSideways(page);
  });
}

test('the calls to action on /home lead where they say', async ({ page }) => {
  await page.goto('/home');
  const hero = page.locator('main section').first();
  await hero.getByRole('link', { name: 'Book a call' }).click();
  await expect(page).toHaveURL(/\/book$/);
  await page.goto('/home');
  await page.locator('main section').first().getByRole('link', { name: 'Take a free assessment' }).click();
  await expect(page).toHaveURL(new RegExp(`${carePath}$`));
  await page.goto('/home');
  await page.locator('main section').first().getByRole('link', { name: 'Shop our products' }).click();
  await expect(page).toHaveURL(/\/Products$/);
  await page.goto('/home');
  await page.locator('main section').first().getByRole('link', { name: 'Watch our teachings' }).click();
  await expect(page).toHaveURL(/\/teachings$/);
});

test('/about and /contact do not scroll sideways', async ({ page }) => {
  for (const path of ['/about', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noSideways(page);
  }
});
