import sitemap from '@/app/sitemap';
import robots from '@/app/robots';
import { carePath } from '@/content/site-links';
import { products } from '@/content/products';
import { directoryListings, directoryPageSize } from '@/content/directory';
import { allShopPaths } from '@/lib/shop/catalogue/shop-query';
import { allDirectoryPaths } from '@/lib/catalogue/directory/directory-pages';

// As `next build` renders it: from the catalogue's seed in content/ (a running server reads the database).
process.env.NEXT_PHASE = 'phase-production-build';

const ORIGINAL_SITE_URL = process.env.SITE_URL;
afterEach(() => {
  if (ORIGINAL_SITE_URL === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = ORIGINAL_SITE_URL;
});

const ALL_PAGES = [
  '/home',
  '/services',
  carePath,
  '/about',
  '/contact',
  '/krada',
  '/teachings',
  '/Products',
  '/directory',
];

describe('sitemap.xml', () => {
  it('lists every page once, on the default address when SITE_URL is not set', async () => {
    delete process.env.SITE_URL;
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.slice(0, ALL_PAGES.length)).toEqual(ALL_PAGES.map((path) => `http://localhost:3000${path}`));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every page of the shop and of the directory, so every product and business can be found', async () => {
    delete process.env.SITE_URL;
    const paths = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    for (const path of allShopPaths(products)) expect(paths).toContain(path);
    for (const path of allDirectoryPaths(directoryListings.length, directoryPageSize)) expect(paths).toContain(path);
    expect(paths).toContain('/directory/all');
  });

  it('follows SITE_URL, keeping the shop at /Products and the care centre at its configured address', async () => {
    process.env.SITE_URL = 'https://mhv.example.gh';
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain('https://mhv.example.gh/Products');
    expect(urls).toContain(`https://mhv.example.gh${carePath}`);
    expect(urls.every((url) => url.startsWith('https://mhv.example.gh/'))).toBe(true);
  });

  it('falls back to the default address when SITE_URL is not a URL', async () => {
    process.env.SITE_URL = 'not a url';
    expect((await sitemap())[0].url).toBe('http://localhost:3000/home');
  });
});

describe('robots.txt', () => {
  it('lets crawlers into every page but not the payment API, and points to the sitemap', async () => {
    process.env.SITE_URL = 'https://mhv.example.gh';
    const { rules, sitemap: sitemapUrl } = robots();
    expect(rules).toEqual({ userAgent: '*', allow: '/', disallow: '/api/' });
    expect(sitemapUrl).toBe('https://mhv.example.gh/sitemap.xml');
  });
});
