import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { homePage } from '@/content/pages/home';
import { servicesPage } from '@/content/pages/services';
import { kradaPage } from '@/content/pages/krada';
import { contactBannerSlides } from '@/content/contact';
import { carePath } from '@/content/site-links';
import { routes as pagePaths } from '@/content/routes';
import { SITE_PATHS } from '@/lib/site/seo';
import type { CallToAction, ContentPage } from '@/content/schema/pages';

const pages: [string, ContentPage][] = [
  ['/home', homePage],
  ['/services', servicesPage],
  ['/krada', kradaPage],
];
// The site's pages, and the consultations' list, where 'Book a call' leads.
const routes = [...SITE_PATHS, pagePaths.book];

function actionsOf(page: ContentPage): CallToAction[] {
  return [
    ...page.hero.actions,
    ...page.sections.flatMap((section) => [
      ...(section.action ? [section.action] : []),
      ...(section.cards ?? []).flatMap((card) => (card.link ? [card.link] : [])),
    ]),
    ...page.closing.actions,
  ];
}

describe.each(pages)('content for %s', (_path, page) => {
  it('leads only to pages that exist, to a tel: number or to an https site', () => {
    for (const { href } of actionsOf(page)) {
      const ok = routes.includes(href) || href.startsWith('tel:+') || href.startsWith('https://');
      expect(ok ? href : `unknown link ${href}`).toBe(href);
    }
  });

  it('offers all four calls to action: shop, book a call, take an assessment, watch teachings', () => {
    const hrefs = actionsOf(page).map((action) => action.href);
    for (const href of ['/Products', pagePaths.book, carePath, '/teachings']) expect(hrefs).toContain(href);
  });

  it('uses a local hero picture with a size and unique section ids', () => {
    expect(existsSync(join(process.cwd(), 'public', page.hero.image.src))).toBe(true);
    expect(page.hero.image.width).toBeGreaterThan(0);
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it('is real copy, not placeholder text', () => {
    expect(JSON.stringify(page)).not.toMatch(/lorem|ipsum|TODO/i);
  });
});

it('the home page hero offers all four calls to action: shop, book a call, assessment, teachings', () => {
  expect(homePage.hero.actions.map((action) => action.href)).toEqual([
    '/Products',
    pagePaths.book,
    carePath,
    '/teachings',
  ]);
});

it('the banner pictures exist locally', () => {
  for (const slide of contactBannerSlides)
    expect(existsSync(join(process.cwd(), 'public', slide.image.src))).toBe(true);
});
