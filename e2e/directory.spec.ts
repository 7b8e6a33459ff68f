import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

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
    await expect(cards).toHaveCount(9);

    const toggle = directory.getByRole('button', { name: /^(List|Gallery) view$/ });
    await expect(toggle).toHaveText('List view');
    await expect(toggle).toBeVisible();
    // Gallery: the first two cards side by side, with 'Visit Website' links.
    let [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    await expect(cards.nth(0).getByRole('link', { name: /Visit Website/ })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveText('Gallery view');
    // List: one business a row, the picture on the left, and the website link reads 'Book Consultation'.
    [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    const image = await box(cards.nth(0).locator('img'));
    const name = await box(cards.nth(0).getByRole('heading'));
    expect(image.x + image.width).toBeLessThanOrEqual(name.x);
    const website = cards.nth(0).getByRole('link', { name: /Book Consultation/ });
    await expect(website).toBeVisible();
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(directory.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveText('List view');
    await expect(cards.nth(0).getByRole('link', { name: /Visit Website/ })).toBeVisible();
  });

  test('shows ratings when known and only the contact links a business has', async ({ page }) => {
    const directory = page.getByRole('region', { name: 'Popular Consultations' });
    const consultations = directory.getByRole('article').filter({ hasText: 'MHV Spiritual Consultations' });
    await expect(consultations).toContainText('4.8 (120)');
    await expect(consultations.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:/);
    await expect(consultations.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+233/);

    const clinic = directory.getByRole('article').filter({ hasText: 'Sacred Grove Herbal Clinic' });
    await expect(clinic.getByRole('link', { name: /^Call/ })).toBeVisible();
    await expect(clinic.getByRole('link', { name: /^Email/ })).toHaveCount(0);
    await expect(clinic.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);
    await expect(clinic).not.toContainText('(');
  });

  test('pages 9 at a time with Previous, numbers and Next', async ({ page }) => {
    const directory = page.getByRole('region', { name: 'Popular Consultations' });
    const names = directory.getByRole('article').getByRole('heading');
    const pager = page.getByRole('navigation', { name: 'Directory pages' });
    const previous = pager.getByRole('button', { name: 'Previous' });
    const next = pager.getByRole('button', { name: 'Next' });

    await expect(names).toHaveCount(9);
    await expect(names.first()).toHaveText('MHV Spiritual Consultations');
    await expect(previous).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: /^Page / })).toHaveCount(2);

    await next.click();
    await expect(names).toHaveCount(5);
    await expect(names.first()).toHaveText('Krobo Bead Works');
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
    await expect(directory.getByRole('status')).toHaveText('Showing 10–14 of 14 businesses');

    // The view survives paging.
    await directory.getByRole('button', { name: 'List view' }).click();
    await previous.click();
    await expect(names).toHaveCount(9);
    await expect(names.first()).toHaveText('MHV Spiritual Consultations');
    await expect(directory.getByRole('button', { name: 'Gallery view' })).toBeVisible();
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(names).toHaveCount(5);
  });

  test('Explore All Directory shows every business; Add Your Business opens a pre-addressed request', async ({ page }) => {
    const directory = page.getByRole('region', { name: 'Popular Consultations' });
    await directory.getByRole('button', { name: 'Explore All Directory' }).click();
    await expect(directory.getByRole('article')).toHaveCount(14);
    await expect(page.getByRole('navigation', { name: 'Directory pages' })).toHaveCount(0);
    await directory.getByRole('button', { name: 'Show 9 per page' }).click();
    await expect(directory.getByRole('article')).toHaveCount(9);

    const request = new URL((await directory.getByRole('link', { name: 'Add Your Business' }).getAttribute('href'))!);
    expect(request.protocol).toBe('mailto:');
    expect(request.pathname).toBe('info@mhv.example');
    expect(request.searchParams.get('subject')).toBe('Directory listing request');
    expect(request.searchParams.get('body')).toContain('Business name:');
    const whatsapp = directory.getByRole('link', { name: /WhatsApp/ });
    expect(new URL((await whatsapp.getAttribute('href'))!).hostname).toBe('wa.me');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });
});
