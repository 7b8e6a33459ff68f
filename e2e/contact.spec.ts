import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { site } from '@/content/site';

const slideTitles = ['Spiritual and Self-Awareness', 'Home of the Gods', 'Your True Self', 'Out of Your Life'];
const banner = (page: Page) => page.getByRole('region', { name: 'About MHV' });
// Inactive slides are aria-hidden, so the only heading a visitor (or screen reader) gets is the current one.
const currentSlide = (page: Page) => banner(page).getByRole('heading', { level: 2 });

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function openContactWithPausedClock(page: Page) {
  // A paused fake clock: the 3-second steps happen only when the test says so.
  await page.clock.install({ time: new Date('2026-03-06T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-06T09:00:01Z'));
  await page.goto('/contact');
  // React reveals the streamed page on a short timer, which the paused clock holds back.
  await page.clock.runFor(2500);
  await expect(h1(page)).toBeVisible();
}

// The pause button is added by the banner's script, so once it shows, the page's scripts are running.
async function waitForScripts(page: Page) {
  await expect(banner(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
}

// Starts the 3-second count at a known moment of the paused clock: choosing a dot (which pauses the
// banner while it has focus), then clicking outside it (which resumes it).
async function restartOnFirstSlide(page: Page) {
  await banner(page)
    .getByRole('button', { name: `Show slide 1: ${slideTitles[0]}` })
    .click();
  await h1(page).click();
  await expect(currentSlide(page)).toHaveText(slideTitles[0]);
}

test.describe('contact banner', () => {
  test(
    'advances every 3 seconds through the 4 slides and wraps, and the dots jump',
    { tag: '@phone' },
    async ({ page }) => {
      await openContactWithPausedClock(page);
      await waitForScripts(page);
      await restartOnFirstSlide(page);
      await expect(currentSlide(page)).toHaveText(slideTitles[0]);
      await page.clock.runFor(2900);
      await expect(currentSlide(page)).toHaveText(slideTitles[0]);
      await page.clock.runFor(100);
      await expect(currentSlide(page)).toHaveText(slideTitles[1]);
      await page.clock.runFor(3000);
      await expect(currentSlide(page)).toHaveText(slideTitles[2]);
      await page.clock.runFor(3000);
      await expect(currentSlide(page)).toHaveText(slideTitles[3]);
      await page.clock.runFor(3000);
      await expect(currentSlide(page)).toHaveText(slideTitles[0]);

      const dot = banner(page).getByRole('button', { name: `Show slide 3: ${slideTitles[2]}` });
      await dot.click();
      await expect(currentSlide(page)).toHaveText(slideTitles[2]);
      await expect(dot).toHaveAttribute('aria-current', 'true');
    },
  );

  test('waits while focus is inside it or the mouse is over it', { tag: '@wide' }, async ({ page }) => {
    await openContactWithPausedClock(page);
    await waitForScripts(page);
    await restartOnFirstSlide(page);

    await banner(page)
      .getByRole('button', { name: `Show slide 2: ${slideTitles[1]}` })
      .focus();
    await page.clock.runFor(9000);
    await expect(currentSlide(page)).toHaveText(slideTitles[0]);

    await h1(page).click();
    await page.clock.runFor(3000);
    await expect(currentSlide(page)).toHaveText(slideTitles[1]);

    await banner(page).hover();
    await page.clock.runFor(9000);
    await expect(currentSlide(page)).toHaveText(slideTitles[1]);

    const heading = await h1(page).boundingBox();
    await page.mouse.move(heading!.x + 5, heading!.y + 5);
    await page.clock.runFor(3000);
    await expect(currentSlide(page)).toHaveText(slideTitles[2]);
  });

  test('the pause button stops the rotation and play restarts it', { tag: '@phone' }, async ({ page }) => {
    await openContactWithPausedClock(page);
    await waitForScripts(page);
    await restartOnFirstSlide(page);
    await banner(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await h1(page).click();
    await page.clock.runFor(9000);
    await expect(currentSlide(page)).toHaveText(slideTitles[0]);
    await banner(page).getByRole('button', { name: 'Play slideshow' }).click();
    await h1(page).click();
    await page.clock.runFor(3000);
    await expect(currentSlide(page)).toHaveText(slideTitles[1]);
  });

  test(
    'does not move by itself when the visitor prefers reduced motion, but the dots still work',
    { tag: '@wide' },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openContactWithPausedClock(page);
      const dot = banner(page).getByRole('button', { name: `Show slide 4: ${slideTitles[3]}` });
      // Retried until the page's scripts are running (a click before that does nothing).
      await expect(async () => {
        await dot.click();
        await expect(currentSlide(page)).toHaveText(slideTitles[3], { timeout: 500 });
      }).toPass();
      await h1(page).click();
      await page.clock.runFor(12000);
      await expect(currentSlide(page)).toHaveText(slideTitles[3]);
      await expect(banner(page).getByRole('button', { name: /slideshow/ })).toHaveCount(0);
    },
  );
});

test('the four support channels: Phone, Whatsapp, Instagram, Email', { tag: '@wide' }, async ({ page }) => {
  await page.goto('/contact');
  const channels = page.getByRole('region', { name: 'Support channels' }).getByRole('listitem');
  await expect(channels).toHaveCount(4);
  await expect(channels.nth(0).getByRole('link')).toHaveAttribute(
    'href',
    `tel:${site.consultationPhone.replace(/[^+\d]/g, '')}`,
  );
  await expect(channels.nth(0)).toContainText('Phone');
  await expect(channels.nth(1)).toContainText('Whatsapp');
  await expect(channels.nth(1).getByRole('link')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(channels.nth(2)).toContainText('Instagram');
  await expect(channels.nth(2).getByRole('link')).toHaveAttribute('href', site.instagramUrl);
  await expect(channels.nth(3)).toContainText('Email');
  await expect(channels.nth(3).getByRole('link')).toHaveAttribute('href', `mailto:${site.email}`);
});
