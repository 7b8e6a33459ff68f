import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Records every request that would leave the machine and aborts it, so the tests neither depend on
// nor reach YouTube.
async function blockExternal(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return route.continue();
    external.push(url.href);
    return route.abort();
  });
  return external;
}

test.describe('teachings', () => {
  test('shows the sections in the spec’s order', async ({ page }) => {
    await page.goto('/teachings');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'KRADA & AKWASIDAE',
      'HIKING IN OUR SACRED FOREST',
      'CAMPING ON OUR SACRED GROUNDS',
      'MHV MUSIC and ACTIVITIES',
      'LIFESTYLE',
      'FOOD',
      'VIDEOS',
    ]);
    const camping = page.getByRole('region', { name: 'CAMPING ON OUR SACRED GROUNDS' });
    await expect(camping.getByRole('img')).toHaveCount(2);
    // The lists group by year: numeric years newest first, 'Other' last.
    const teachingsList = page.getByRole('region', { name: 'Teachings videos', exact: true });
    await expect(teachingsList.getByRole('heading', { level: 4 })).toHaveText(['2024', '2023', 'Other']);
  });

  test('makes no third-party request until a video is played, then loads only the privacy-enhanced player', async ({ page }) => {
    const external = await blockExternal(page);
    await page.goto('/teachings');
    // Scroll to the end so every lazily loaded poster has been requested too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(external).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    const playButtons = page.getByRole('button', { name: /^Play video: / });
    await expect(playButtons).toHaveCount(22);

    await page.getByRole('button', { name: 'Play video: Meditation by the River' }).click();
    const player = page.locator('iframe[title="Meditation by the River"]');
    await expect(player).toBeVisible();
    const src = new URL((await player.getAttribute('src'))!);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toMatch(/^\/embed\/[\w-]{11}$/);
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(playButtons).toHaveCount(21);
    await expect.poll(() => external.length).toBeGreaterThan(0);
    expect(external.every((url) => new URL(url).hostname === 'www.youtube-nocookie.com')).toBe(true);
  });

  test('scroll buttons show only when there is more in that direction, and each press moves 100 px', async ({ page }) => {
    await page.goto('/teachings');
    const list = page.getByRole('region', { name: 'Teachings videos', exact: true });
    const left = page.getByRole('button', { name: 'Scroll Teachings left' });
    const right = page.getByRole('button', { name: 'Scroll Teachings right' });
    const scrollLeft = () => list.evaluate((element) => Math.round(element.scrollLeft));

    await list.scrollIntoViewIfNeeded();
    await expect(right).toBeVisible();
    await expect(left).toBeHidden();

    await right.click();
    await expect.poll(scrollLeft).toBe(100);
    await expect(left).toBeVisible();
    await right.click();
    await expect.poll(scrollLeft).toBe(200);
    await left.click();
    await expect.poll(scrollLeft).toBe(100);

    // At the end the right button goes; a keyboard user on it lands on the left button, not on the page.
    await right.focus();
    await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(right).toBeHidden();
    await expect(left).toBeVisible();
    await expect(left).toBeFocused();
    await list.evaluate((element) => element.scrollTo({ left: 0 }));
    await expect(left).toBeHidden();
    await expect(right).toBeVisible();

    // A list with a single video fits on any screen: no buttons at all.
    await expect(page.getByRole('region', { name: 'The Big Gathering videos', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Scroll The Big Gathering/, includeHidden: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Scroll The Big Gathering left' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Scroll The Big Gathering right' })).toBeHidden();
  });

  test('the buttons follow the screen width: three songs fit a desktop row but not a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/teachings');
    const right = page.getByRole('button', { name: 'Scroll MHV Music right' });
    await page.getByRole('region', { name: 'MHV Music videos', exact: true }).scrollIntoViewIfNeeded();
    await expect(right).toBeHidden();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(right).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll MHV Music left' })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(right).toBeHidden();
  });
});
