import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { teamMembers } from '@/content/team';
import { founder } from '@/content/founder';
import { site } from '@/content/site';
import { splitParagraphsAtTeaser } from '@/lib/site/teaser';

const names = teamMembers.map((member) => member.name);
// The carousel's pages, worked out from content/team.ts: 10 a page on wide screens, 4 on phones.
const WIDE = 10;
const NARROW = 4;
const phonePages = Math.ceil(names.length / NARROW);
const phonePage = (n: number) => names.slice((n - 1) * NARROW, n * NARROW);
const lastPhonePage = phonePage(phonePages);
const carousel = (page: Page) => page.getByRole('region', { name: 'Team members' });
// Role queries skip display:none items, so these are the members a visitor sees.
const shownNames = (page: Page) => carousel(page).getByRole('heading', { level: 3 });
const nextButton = (page: Page) => carousel(page).getByRole('button', { name: 'Next page' });
const previousButton = (page: Page) => carousel(page).getByRole('button', { name: 'Previous page' });
const dot = (page: Page, n: number) => carousel(page).getByRole('button', { name: `Page ${n} of ${phonePages}` });

async function openAbout(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/about');
  await expect(shownNames(page).first()).toBeVisible();
}

/** A real touch gesture through the browser's input pipeline (not a synthetic DOM event). */
async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let step = 1; step <= 5; step += 1) {
    const x = fromX + ((toX - fromX) * step) / 5;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('team carousel', () => {
  test(
    'shows up to 10 members a page at 1280 px, with arrows only when there is more than one page',
    { tag: '@wide' },
    async ({ page }) => {
      await openAbout(page, 1280);
      await expect(shownNames(page)).toHaveText(names.slice(0, WIDE));
      await expect(nextButton(page)).toHaveCount(names.length > WIDE ? 1 : 0);
      await expect(previousButton(page)).toHaveCount(names.length > WIDE ? 1 : 0);
      // Photos, roles and social links are part of each card.
      await expect(carousel(page).getByRole('img', { name: `Portrait of ${names[0]}` })).toBeVisible();
      await expect(carousel(page).getByText(teamMembers[0].role).first()).toBeVisible();
      const firstLink = teamMembers[0].socialLinks[0];
      const link = carousel(page).getByRole('link', { name: `${names[0]} on ${firstLink.platform}` });
      await expect(link).toHaveAttribute('href', firstLink.url);
      await expect(link).toHaveAttribute('target', '_blank');
    },
  );

  test('shows 4 a page under 768 px; arrows wrap both ways and dots jump', { tag: '@phone' }, async ({ page }) => {
    await openAbout(page, 375);
    await expect(shownNames(page)).toHaveText(phonePage(1));
    // Wide screens have their own controls (hidden here) once the team needs more than one wide page.
    await expect(
      carousel(page).getByText('Swipe or tap the dots to see more of the team.').filter({ visible: true }),
    ).toBeVisible();
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');

    // Previous on the first page wraps to the last.
    await previousButton(page).click();
    await expect(shownNames(page)).toHaveText(lastPhonePage);
    await expect(dot(page, phonePages)).toHaveAttribute('aria-current', 'true');

    // Next on the last page wraps to the first.
    await nextButton(page).click();
    await expect(shownNames(page)).toHaveText(phonePage(1));
    await nextButton(page).click();
    await expect(shownNames(page)).toHaveText(phonePage(2));

    await dot(page, phonePages).click();
    await expect(shownNames(page)).toHaveText(lastPhonePage);
    await dot(page, 1).click();
    await expect(shownNames(page)).toHaveText(phonePage(1));
  });

  test('switches between 4 and 10 a page when the window crosses 768 px', { tag: '@wide' }, async ({ page }) => {
    await openAbout(page, 767);
    await expect(shownNames(page)).toHaveCount(NARROW);
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(shownNames(page)).toHaveCount(Math.min(WIDE, names.length));
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(shownNames(page)).toHaveText(phonePage(1));
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test(
      'a swipe left shows the next page and a swipe right the previous, wrapping',
      { tag: '@phone' },
      async ({ page }) => {
        await openAbout(page, 375);
        const list = carousel(page).getByRole('list').first();
        await list.scrollIntoViewIfNeeded();
        const box = await list.boundingBox();
        if (!box) throw new Error('carousel list not laid out');
        const y = box.y + box.height / 2;
        await swipe(page, 300, 80, y);
        await expect(shownNames(page)).toHaveText(phonePage(2));
        await swipe(page, 80, 300, y);
        await expect(shownNames(page)).toHaveText(phonePage(1));
        await swipe(page, 80, 300, y);
        await expect(shownNames(page)).toHaveText(lastPhonePage);
      },
    );
  });
});

test.describe('founder biography', () => {
  const split = splitParagraphsAtTeaser(founder.biography);
  const teaserText = split.paragraphs[0].lead;
  const region = (page: Page) => page.getByRole('region', { name: founder.name });

  test(
    'shows the title and, on a phone, a 150-character teaser with Read More / Read Less',
    { tag: '@phone' },
    async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/about');
      await expect(region(page).getByText('Founder / Programs Director')).toBeVisible();
      await expect(region(page).getByRole('img', { name: `Portrait of ${founder.name}` })).toBeVisible();

      const firstParagraph = region(page).locator('p', { hasText: teaserText.slice(0, 40) });
      const lastParagraph = region(page).getByText(founder.biography[founder.biography.length - 1]);
      const readMore = region(page).getByRole('button', { name: 'Read More' });

      await expect(firstParagraph).toHaveText(`${teaserText}…`, { useInnerText: true });
      expect(teaserText.length).toBeLessThanOrEqual(150);
      await expect(lastParagraph).toBeHidden();
      await expect(readMore).toHaveAttribute('aria-expanded', 'false');

      await readMore.click();
      await expect(firstParagraph).toHaveText(founder.biography[0], { useInnerText: true });
      await expect(lastParagraph).toBeVisible();
      const readLess = region(page).getByRole('button', { name: 'Read Less' });
      await expect(readLess).toHaveAttribute('aria-expanded', 'true');

      await readLess.click();
      await expect(firstParagraph).toHaveText(`${teaserText}…`, { useInnerText: true });
      await expect(lastParagraph).toBeHidden();
    },
  );

  test('shows the full text and no toggle at 1280 px', { tag: '@wide' }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    for (const paragraph of founder.biography) await expect(region(page).getByText(paragraph)).toBeVisible();
    await expect(region(page).getByRole('button', { name: /Read (More|Less)/ })).toHaveCount(0);
  });
});

test('the contact block on /about has both phones, the e-mail, Book a Call and the social links', async ({ page }) => {
  await page.goto('/about');
  const block = page.getByRole('region', { name: 'Talk to us' });
  const digits = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
  await expect(block.getByRole('link', { name: site.consultationPhone })).toHaveAttribute(
    'href',
    digits(site.consultationPhone),
  );
  await expect(block.getByRole('link', { name: site.healthCarePhone })).toHaveAttribute(
    'href',
    digits(site.healthCarePhone),
  );
  await expect(block.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(block.getByRole('link', { name: 'Book a Call' })).toHaveAttribute(
    'href',
    digits(site.consultationPhone),
  );
  const whatsapp = block.getByRole('link', { name: /WhatsApp/ });
  expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toBeTruthy();
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(block.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', site.facebookUrl);
  await expect(block.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', site.instagramUrl);
});
