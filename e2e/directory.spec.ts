import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { directoryListings, directoryPageSize } from '@/content/directory';
import { ratingText } from '@/lib/catalogue/directory/rating-text';

// What each page shows, worked out from content/directory.ts: members joining or leaving keeps these tests true.
const pages = Math.max(1, Math.ceil(directoryListings.length / directoryPageSize));
const namesOn = (n: number) =>
  directoryListings.slice((n - 1) * directoryPageSize, n * directoryPageSize).map((listing) => listing.companyName);
const firstPage = directoryListings.slice(0, directoryPageSize);
/** The first business on page 1 with a website, whose card shows 'Visit Website' or 'Book Consultation'. */
const withWebsite = firstPage.findIndex((listing) => listing.website);

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element has no box');
  return rect;
}

test.describe('directory', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/directory');
  });

  test('opens in gallery view; the toggle names the other view and switches the layout', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Local Businesses' })).toBeVisible();
    await expect(page.getByText(/Ghana’s sacred community and unique services/)).toBeVisible();
    const directory = page.getByRole('region', { name: 'Popular Consultations' });
    const cards = directory.getByRole('article');
    await expect(cards).toHaveCount(namesOn(1).length);

    const toggle = directory.getByRole('button', { name: /^(List|Gallery) view$/ });
    await expect(toggle).toHaveText('List view');
    await expect(toggle).toBeVisible();
    // Gallery: the first two cards side by side, with 'Visit Website' links.
    let [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    await expect(cards.nth(withWebsite).getByRole('link', { name: /Visit Website/ })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveText('Gallery view');
    // List: one business a row, the picture on the left, and the website link reads 'Book Consultation'.
    [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    const image = await box(cards.nth(0).locator('img'));
    const name = await box(cards.nth(0).getByRole('heading'));
    expect(image.x + image.width).toBeLessThanOrEqual(name.x);
    const website = cards.nth(withWebsite).getByRole('link', { name: /Book Consultation/ });
    await expect(website).toBeVisible();
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(directory.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveText('List view');
    await expect(cards.nth(withWebsite).getByRole('link', { name: /Visit Website/ })).toBeVisible();
  });

  test('shows ratings when known and only the contact links a business has', { tag: '@wide' }, async ({ page }) => {
    const directory = page.getByRole('region', { name: 'Popular Consultations' });
    const card = (name: string) =>
      directory.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    for (const listing of firstPage) {
      const shown = card(listing.companyName);
      if (listing.companyRatings !== null)
        await expect(shown).toContainText(ratingText(listing.companyRatings, listing.ratings));
      await expect(shown.getByRole('link', { name: /^Email/ })).toHaveCount(listing.contactDetails.email ? 1 : 0);
      await expect(shown.getByRole('link', { name: /^Call/ })).toHaveCount(listing.contactDetails.phone ? 1 : 0);
      await expect(shown.getByRole('link', { name: /Visit Website/ })).toHaveCount(listing.website ? 1 : 0);
      if (listing.contactDetails.email)
        await expect(shown.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:/);
      if (listing.contactDetails.phone)
        await expect(shown.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+/);
    }
  });

  test(
    'pages 9 at a time with Previous, numbered links and Next; the view survives paging',
    { tag: '@phone' },
    async ({ page }) => {
      const directory = page.getByRole('region', { name: 'Popular Consultations' });
      const names = directory.getByRole('article').getByRole('heading');
      await expect(names).toHaveText(namesOn(1));
      const pager = page.getByRole('navigation', { name: 'Directory pages' });
      if (pages === 1) {
        // Every business fits on the first page: there is nothing to page through, so no pager is shown.
        await expect(pager).toHaveCount(0);
        return;
      }
      const previous = pager.getByRole('link', { name: 'Previous' });
      const next = pager.getByRole('link', { name: 'Next' });
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(pager.getByRole('link', { name: /^Page / })).toHaveCount(pages);

      await directory.getByRole('button', { name: 'List view' }).click();
      await next.click();
      await expect(page).toHaveURL(/\/directory\/page\/2$/);
      await expect(names).toHaveText(namesOn(2));
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(pager.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
      await expect(directory.getByRole('status')).toHaveText(
        `Showing ${directoryPageSize + 1}–${directoryPageSize + namesOn(2).length} of ${directoryListings.length} businesses`,
      );
      // The list view chosen on page 1 is still on.
      await expect(directory.getByRole('button', { name: 'Gallery view' })).toBeVisible();
      await expect(directory.getByRole('list').first()).toBeVisible();

      await pager.getByRole('link', { name: `Page ${pages}` }).click();
      await expect(names).toHaveText(namesOn(pages));
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await previous.click();
      await expect(names).toHaveText(namesOn(pages - 1));
    },
  );

  test(
    'every business is reachable through plain links, each page carrying only its own',
    { tag: '@wide' },
    async ({ request }) => {
      const found = new Set<string>();
      for (let n = 1; n <= pages; n += 1) {
        const html = await (await request.get(n === 1 ? '/directory' : `/directory/page/${n}`)).text();
        if (n < pages) expect(html).toContain(`href="/directory/page/${n + 1}"`);
        const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
        const nodes = (JSON.parse(json ?? '[]') as { '@type': string; name: string }[]).filter(
          (node) => node['@type'] === 'LocalBusiness',
        );
        expect(nodes.map((node) => node.name)).toEqual(namesOn(n));
        nodes.forEach((node) => found.add(node.name));
      }
      expect(found.size).toBe(directoryListings.length);
      expect((await request.get(`/directory/page/${pages + 1}`)).status()).toBe(404);
    },
  );

  test(
    'Explore All Directory shows every business; Add Your Business leads to the application form',
    { tag: '@phone' },
    async ({ page }) => {
      const directory = page.getByRole('region', { name: 'Popular Consultations' });
      await directory.getByRole('link', { name: 'Explore All Directory' }).click();
      await expect(page).toHaveURL(/\/directory\/all$/);
      await expect(directory.getByRole('article')).toHaveCount(directoryListings.length);
      await expect(page.getByRole('navigation', { name: 'Directory pages' })).toHaveCount(0);
      await directory.getByRole('link', { name: `Show ${directoryPageSize} per page` }).click();
      await expect(page).toHaveURL(/\/directory$/);
      await expect(directory.getByRole('article')).toHaveCount(namesOn(1).length);

      const whatsapp = directory.getByRole('link', { name: /WhatsApp/ });
      expect(new URL((await whatsapp.getAttribute('href'))!).hostname).toBe('wa.me');
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await directory.getByRole('link', { name: 'Add Your Business' }).click();
      await expect(page).toHaveURL(/\/directory\/apply$/);
      await expect(page.getByRole('heading', { name: 'Add Your Business', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible();
      // The form stands on its own: the directory's list and its buttons are not around it.
      await expect(page.getByRole('region', { name: 'Popular Consultations' })).toHaveCount(0);
    },
  );
});
