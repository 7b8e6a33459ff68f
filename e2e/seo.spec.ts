import { test, expect } from './fixtures';
import { products } from '@/content/products';
import { videos } from '@/content/videos';
import { directoryListings, directoryPageSize } from '@/content/directory';
import { SHOP_PAGE_SIZE, allShopPaths } from '@/lib/shop/catalogue/shop-query';
import { allDirectoryPaths } from '@/lib/catalogue/directory/directory-pages';
import { SHARE_IMAGE, SITE_PATHS } from '@/lib/site/seo';

const routes = SITE_PATHS;
// Every page of the shop and the directory has its own address, title and canonical link too.
const listPages = [...allShopPaths(products), ...allDirectoryPaths(directoryListings.length, directoryPageSize)].filter(
  (path) => !routes.includes(path),
);

async function jsonLdTypes(page: import('@playwright/test').Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text);
    return (Array.isArray(data) ? data : [data]).map((node: { '@type': string }) => node['@type']);
  });
}

test.describe('search engines', () => {
  test('every page has its own title, description, canonical address and social card', async ({ page }) => {
    const titles = new Set<string>();
    // A sample of the list pages: the second page of each list, one category and the whole directory.
    const sample = [
      /^\/Products\/page\/2$/,
      /^\/Products\/category\/[^/]+$/,
      /^\/directory\/page\/2$/,
      /^\/directory\/all$/,
    ];
    const checked = [...routes, ...sample.flatMap((pattern) => listPages.find((path) => pattern.test(path)) ?? [])];
    for (const path of checked) {
      await page.goto(path);
      const title = await page.title();
      expect(title).toMatch(/ \| MHV$/);
      titles.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /opengraph-image/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    }
    expect(titles.size).toBe(checked.length);
  });

  test('structured data describes the organisation, products, videos and businesses', async ({ page }) => {
    await page.goto('/home');
    expect(await jsonLdTypes(page)).toContain('Organization');
    await page.goto('/Products');
    const productTypes = await jsonLdTypes(page);
    expect(productTypes.filter((type) => type === 'Product')).toHaveLength(Math.min(SHOP_PAGE_SIZE, products.length));
    await page.goto('/teachings');
    expect((await jsonLdTypes(page)).filter((type) => type === 'VideoObject').length).toBeGreaterThanOrEqual(
      videos.length,
    );
    await page.goto('/directory');
    expect((await jsonLdTypes(page)).filter((type) => type === 'LocalBusiness')).toHaveLength(
      Math.min(directoryPageSize, directoryListings.length),
    );
  });

  test('the sitemap lists every page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [...routes, ...listPages]) expect(sitemap).toContain(`${path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toMatch(/Disallow: \/api\//);
    const image = await request.get(SHARE_IMAGE.url);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // The address pages shared before named still leads to it.
    const earlier = await request.get('/opengraph-image', { maxRedirects: 0 });
    expect(earlier.status()).toBe(308);
    expect(earlier.headers()['location']).toBe(SHARE_IMAGE.url);
  });
});
