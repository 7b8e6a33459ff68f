import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { products } from '@/content/products';
import { teamMembers } from '@/content/team';
import { SWAP_FILE } from './support/photo-swap.mjs';

// e2e/run.mjs builds the site with a 4000 x 3000, multi-megabyte JPEG in place of one product's and one team
// member's picture (e2e/support/photo-swap.mjs); the production build's picture pipeline prepared them.
const swap: Record<string, string> = JSON.parse(readFileSync(SWAP_FILE, 'utf8'));
const product = products.find((entry) => swap[entry.image_url])!;
const member = teamMembers.find((entry) => swap[entry.image.src])!;

interface Visit {
  responses: Response[];
}

async function visit(page: Page, path: string): Promise<Visit> {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  // Every layout shift with the elements it moved, so a shift can be traced to what caused it.
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: { value: number; nodes: (Node | null)[] }[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput)
          w.layoutShifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((source) => source.node) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  return { responses };
}

async function checkPhoto(page: Page, { responses }: Visit, name: string, budget: number) {
  const image = page.getByRole('img', { name, exact: true });
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const url = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(url.pathname).toMatch(/^\/_img\/[0-9a-f]+-\d+\.(avif|webp)$/);
  const response = responses.find((entry) => entry.url() === url.href)!;
  expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const bytes = (await response.request().sizes()).responseBodySize;
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(budget);
  // Exactly one copy of the photo was fetched, and never the original or the JPEG for old browsers.
  const copies = responses.filter((entry) =>
    new URL(entry.url()).pathname.startsWith(url.pathname.replace(/-\d+\.\w+$/, '')),
  );
  expect(copies).toHaveLength(1);
  // The photo moved nothing: no layout shift touched its card. (On a slow phone the browser may paint a page before
  // it has read all of it, which can nudge the header; that is the page's parsing, not the picture.)
  const photoShift = await image.evaluate((img: HTMLImageElement) => {
    const card = img.closest('li, article') ?? img.parentElement!;
    const shifts = (window as unknown as { layoutShifts: { value: number; nodes: (Node | null)[] }[] }).layoutShifts;
    const touches = (node: Node | null) => node !== null && (card.contains(node) || node.contains(card));
    return shifts.filter((shift) => shift.nodes.some(touches)).reduce((sum, shift) => sum + shift.value, 0);
  });
  expect(photoShift).toBe(0);
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);
  // The page's scripts are the ones its HTML names (in its script loader): the picture brings none of its own.
  const html = await responses.find((entry) => entry.request().resourceType() === 'document')!.text();
  const named = [...html.matchAll(/"(\/_next\/static\/[^"\\]+\.js(?:\?[^"\\]*)?)"/g)].map(
    (match) => new URL(match[1], url).href,
  );
  const scripts = responses.filter((entry) => entry.request().resourceType() === 'script').map((entry) => entry.url());
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(named).toContain(script);
}

test.describe('a large photograph dropped into content', () => {
  test('reaches a product card small, as AVIF or WebP, without moving the page', async ({ page }) => {
    const seen = await visit(page, '/Products');
    await checkPhoto(page, seen, product.name, 80_000);
  });

  test('reaches a team card small, as AVIF or WebP, without moving the page', async ({ page }) => {
    const seen = await visit(page, '/about');
    await checkPhoto(page, seen, `Portrait of ${member.name}`, 40_000);
  });
});
