import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { pageWith } from './support/catalogue';
import { products } from '@/content/products';
import { teamMembers } from '@/content/team';
import { MOBILE_BREAKPOINT_PX } from '@/lib/site/breakpoints';
import { pageOfItem, TEAM_PAGE_SIZES } from '@/lib/site/carousel';
import { pageCount } from '@/lib/site/pagination';

// The seed holds photographs as a phone writes them (a JPEG of 12 megapixels or so, stored sideways with an EXIF
// orientation, naming the camera and where it was taken): the shop's first product and the team's first member with
// one. The production build's picture pipeline prepared them like any picture in public/.
const phonePhoto = (src: string) => /\.jpe?g$/i.test(src);
const product = products.find((entry) => phonePhoto(entry.image_url));
const memberIndex = teamMembers.findIndex((entry) => phonePhoto(entry.image.src));
const member = teamMembers[memberIndex];
if (!product || !member) throw new Error('the seed needs a product and a team member with a phone photograph');

/** The photograph's size as it is seen, read from the file in public/ as a phone wrote it. */
async function uprightSize(src: string) {
  const { width, height, orientation } = await sharp(readFileSync(path.join('public', src))).metadata();
  return (orientation ?? 1) >= 5 ? { width: height!, height: width! } : { width: width!, height: height! };
}

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

async function checkPhoto(page: Page, { responses }: Visit, name: string, src: string, budget: number) {
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
  // Upright, as the phone's orientation said, and with nothing of the phone's metadata (camera, place) left in it.
  const served = await sharp(await response.body()).metadata();
  const upright = await uprightSize(src);
  expect(Math.sign(served.height! - served.width!)).toBe(Math.sign(upright.height - upright.width));
  expect([served.orientation, served.exif, served.xmp]).toEqual([undefined, undefined, undefined]);
  expect(await image.evaluate((img: HTMLImageElement) => Math.sign(img.naturalHeight - img.naturalWidth))).toBe(
    Math.sign(upright.height - upright.width),
  );
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
  // The space kept for it is the photograph's own shape, upright.
  await expect(image).toHaveAttribute('width', String(upright.width));
  await expect(image).toHaveAttribute('height', String(upright.height));
  // The page's scripts are the ones its HTML names (in its script loader): the picture brings none of its own.
  const html = await responses.find((entry) => entry.request().resourceType() === 'document')!.text();
  const named = [...html.matchAll(/"(\/_next\/static\/[^"\\]+\.js(?:\?[^"\\]*)?)"/g)].map(
    (match) => new URL(match[1], url).href,
  );
  const scripts = responses.filter((entry) => entry.request().resourceType() === 'script').map((entry) => entry.url());
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(named).toContain(script);
}

/** Shows the carousel's page that holds the member, as a visitor would, by its dot. */
async function showMember(page: Page) {
  const wide = page.viewportSize()!.width >= MOBILE_BREAKPOINT_PX;
  const size = wide ? TEAM_PAGE_SIZES.wide : TEAM_PAGE_SIZES.narrow;
  const pages = pageCount(teamMembers.length, size);
  const shown = pageOfItem(memberIndex, size) + 1;
  if (shown === 1) return;
  const carousel = page.getByRole('region', { name: 'Team members' });
  await carousel.getByRole('button', { name: `Page ${shown} of ${pages}` }).click();
}

test.describe("a phone's photograph in the seed", () => {
  test('reaches its product card small, upright and bare, as AVIF or WebP, without moving the page', async ({
    page,
  }) => {
    const seen = await visit(page, pageWith(product));
    await checkPhoto(page, seen, product.name, product.image_url, 80_000);
  });

  test('reaches its team card small, upright and bare, as AVIF or WebP, without moving the page', async ({ page }) => {
    const seen = await visit(page, '/about');
    await showMember(page);
    await checkPhoto(page, seen, `Portrait of ${member.name}`, member.image.src, 40_000);
  });
});
