import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { campingSection, hikingSection, openingSection, videos, videoSections } from '@/content/videos';
import { planTeachings } from '@/lib/catalogue/videos/teachings-plan';

// What the page shows is worked out from content/videos.ts, so adding or moving a video keeps these tests true.
const plan = planTeachings(videos, videoSections);
const lists = plan.sections.flatMap((section) =>
  section.lists.map(({ list, groups }) => ({
    title: list.title,
    years: groups.map((group) => group.label),
    count: groups.flatMap((group) => group.videos).length,
  })),
);
const longest = lists.reduce((best, list) => (list.count > best.count ? list : best));
const played = videos[videos.length - 1];

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
  test('shows the sections in the order the page gives them', async ({ page }) => {
    await page.goto('/teachings');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      openingSection.title,
      hikingSection.title,
      campingSection.title,
      ...plan.sections.map(({ section }) => section.title),
    ]);
    const camping = page.getByRole('region', { name: campingSection.title });
    await expect(camping.getByRole('img')).toHaveCount(campingSection.images.length);
    // The lists group by year: numeric years newest first, 'Other' last.
    for (const list of lists) {
      const region = page.getByRole('region', { name: `${list.title} videos`, exact: true });
      await expect(region.getByRole('heading', { level: 4 })).toHaveText(list.years);
    }
  });

  test(
    'makes no third-party request until a video is played, then loads only the privacy-enhanced player',
    { tag: '@phone' },
    async ({ page }) => {
      const external = await blockExternal(page);
      await page.goto('/teachings');
      // Scroll to the end so every lazily loaded poster has been requested too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(external).toEqual([]);
      await expect(page.locator('iframe')).toHaveCount(0);
      const playButtons = page.getByRole('button', { name: /^Play video: / });
      await expect(playButtons).toHaveCount(videos.length);

      await page.getByRole('button', { name: `Play video: ${played.title}`, exact: true }).click();
      const player = page.locator(`iframe[title="${played.title}"]`);
      await expect(player).toBeVisible();
      const src = new URL((await player.getAttribute('src'))!);
      expect(src.origin).toBe('https://www.youtube-nocookie.com');
      expect(src.pathname).toMatch(/^\/embed\/[\w-]{11}$/);
      await expect(page.locator('iframe')).toHaveCount(1);
      await expect(playButtons).toHaveCount(videos.length - 1);
      await expect.poll(() => external.length).toBeGreaterThan(0);
      expect(external.every((url) => new URL(url).hostname === 'www.youtube-nocookie.com')).toBe(true);
    },
  );

  test('scroll buttons show only when there is more in that direction, and each press moves 100 px', async ({
    page,
  }) => {
    await page.goto('/teachings');
    const list = page.getByRole('region', { name: `${longest.title} videos`, exact: true });
    const left = page.getByRole('button', { name: `Scroll ${longest.title} left` });
    const right = page.getByRole('button', { name: `Scroll ${longest.title} right` });
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
  });

  test('every row shows its right button exactly when its videos overflow, at each width, and follows a resize', async ({
    page,
  }) => {
    await page.goto('/teachings');
    // Whatever the videos are, a row that fits shows no button, and one that overflows offers to scroll right.
    const checkEveryRow = async () => {
      for (const { title } of lists) {
        const row = page.getByRole('region', { name: `${title} videos`, exact: true });
        await row.evaluate((element) => element.scrollTo({ left: 0 }));
        const overflows = await row.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
        const right = page.getByRole('button', { name: `Scroll ${title} right`, includeHidden: true });
        await expect(right).toHaveCount(1);
        if (overflows) await expect(right).toBeVisible();
        else await expect(right).toBeHidden();
        await expect(page.getByRole('button', { name: `Scroll ${title} left` })).toBeHidden();
      }
    };
    await checkEveryRow();
    const { width, height } = page.viewportSize()!;
    await page.setViewportSize({ width: width > 768 ? 375 : 1280, height });
    await checkEveryRow();
  });
});
