import { test, expect } from './fixtures';
import { SPLASH_SEEN_KEY } from '@/lib/site/splash';

const routes: { path: string; heading: RegExp }[] = [
  { path: '/home', heading: /./ },
  { path: '/services', heading: /\S/ },
  { path: '/mhv-care', heading: /Health Care Centre/ },
  { path: '/about', heading: /Team/ },
  { path: '/contact', heading: /Contact Us/ },
  { path: '/krada', heading: /\S/ },
  { path: '/teachings', heading: /Festivals|KRADA|Teachings/i },
  { path: '/Products', heading: /Our Products/ },
  { path: '/directory', heading: /Discover Local Businesses/ },
];

test.describe('routes', () => {
  for (const { path, heading } of routes) {
    test(`${path} answers 200 with its heading, header and footer`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('an unknown path shows the 404 screen with status 404', { tag: '@wide' }, async ({ page }) => {
    for (const path of ['/no-such-page', '/other-care', '/about/deeper']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test(
    '/ redirects to /home and /products in any letter case to /Products',
    { tag: '@phone' },
    async ({ page, request }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
      for (const path of ['/products', '/PRODUCTS', '/pRoDuCtS']) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status()).toBeGreaterThanOrEqual(300);
        expect(response.status()).toBeLessThan(400);
        expect(new URL(response.headers()['location'], 'http://x').pathname).toBe('/Products');
      }
      await page.goto('/products');
      await expect(page).toHaveURL(/\/Products$/);
    },
  );
});

test.describe('splash', () => {
  test.use({ showSplash: true });

  test(
    'shows once per browser session for 5 seconds over server-rendered content',
    { tag: '@browser-only' },
    async ({ page }) => {
      // A paused fake clock: the 5 seconds pass only when the test says so.
      await page.clock.install({ time: new Date('2026-03-06T09:00:00Z') });
      await page.clock.pauseAt(new Date('2026-03-06T09:00:01Z'));
      await page.goto('/about');
      const splash = page.getByRole('status').filter({ hasText: 'Taking you to MHV...' });
      await expect(splash).toBeVisible();
      // The page is already there underneath, for crawlers and for the moment the splash lifts.
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await page.clock.runFor(4900);
      await expect(splash).toBeVisible();
      await page.clock.runFor(200);
      await expect(splash).toBeHidden();
      expect(await page.evaluate((key) => sessionStorage.getItem(key), SPLASH_SEEN_KEY)).toBe('true');

      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Taking you to MHV...')).toBeHidden();
    },
  );

  test("never shows without JavaScript, and every page's content is there without it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/home', '/about', '/Products', '/teachings']) {
      await page.goto(path);
      await expect(page.getByText('Taking you to MHV...')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await context.close();
  });
});

test.describe('header', () => {
  test('marks the current page and leads home from the logo', { tag: '@browser-only' }, async ({ page }, testInfo) => {
    await page.goto('/contact');
    if (testInfo.project.use.isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact Us' }),
      ).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('link', { name: 'MHV home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test(
    'desktop: the More dropdown opens by keyboard, closes with Escape and on choosing a link',
    { tag: ['@browser-only', '@wide'] },
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      test.info().annotations.push({ type: 'viewport', description: `${testInfo.project.name} at 1280 px` });
      await page.goto('/home');
      const more = page.getByRole('button', { name: 'More' });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      for (const label of ['KRADA Program', 'Festivals and Activities', 'Shop', 'Directory']) {
        await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();

      await page.keyboard.press('Space');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).click();
      await expect(page).toHaveURL(/\/directory$/);
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('nav[aria-label="Main"] a[href="/directory"]')).toHaveAttribute('aria-current', 'page');
      // Social profiles sit in the header on wide screens; the phone entry does not.
      const header = page.getByRole('banner');
      for (const label of ['WhatsApp', 'Facebook', 'Instagram', 'YouTube']) {
        const link = header.getByRole('link', { name: label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(header.getByRole('link', { name: 'Phone', exact: true })).toBeHidden();
    },
  );

  test(
    'mobile: the menu panel lists every link and closes on a choice, Escape or its close button',
    { tag: ['@browser-only', '@phone'] },
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/home');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel).toBeVisible();
      for (const label of [
        'Home',
        'Services and Products',
        'Health Care Centre',
        'The Team',
        'Contact Us',
        'KRADA Program',
        'Festivals and Activities',
        'Shop',
        'Directory',
        'WhatsApp',
        'Facebook',
        'Instagram',
        'YouTube',
        'Phone',
      ]) {
        await expect(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(panel.getByRole('link', { name: 'Phone', exact: true })).toHaveAttribute('href', /^tel:\+233/);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await panel.getByRole('button', { name: 'Close Menu' }).click();
      await expect(panel).toBeHidden();

      await open.click();
      await panel.getByRole('link', { name: 'The Team' }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(panel).toBeHidden();
    },
  );

  test(
    'the talk menu offers WhatsApp, Email and Phone and closes on an outside click',
    { tag: '@browser-only' },
    async ({ page }) => {
      await page.goto('/home');
      const talk = page.getByRole('button', { name: 'Talk to Okomfo' });
      await talk.click();
      const menu = talk.locator('xpath=ancestor::div[1]');
      await expect(menu.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute('href', /^mailto:/);
      await expect(menu.getByRole('link', { name: 'Phone', exact: true })).toHaveAttribute('href', /^tel:/);
      const whatsapp = menu.getByRole('link', { name: 'WhatsApp' });
      await expect(whatsapp).toBeVisible();
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      // A tap on the page, clear of the menu, which on a phone covers the heading.
      await page.mouse.click(8, 500);
      await expect(talk).toHaveAttribute('aria-expanded', 'false');
    },
  );
});

test(
  'the footer shows both link groups, the current year and the builder credit',
  { tag: '@browser-only' },
  async ({ page }) => {
    await page.goto('/teachings');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Essential Pages' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Products and services' })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Festivals and Activities' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const credit = footer.getByRole('link', { name: 'MHV Web Team' });
    await expect(credit).toHaveAttribute('target', '_blank');
    await expect(credit).toHaveAttribute('rel', 'noopener noreferrer');
  },
);
