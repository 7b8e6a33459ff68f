import 'server-only';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { EVERY_PUBLIC_PAGE_TAG, SHOP_PAGES_TAG, SITEMAP_TAG } from '@/lib/site/page-cache/page-refresh';

// Which cached pages a catalogue change makes out of date, by the kind of entry changed and the fields that changed,
// so that an edit renders again only the pages that show it. The pages are named by their cache tags, and the change
// records them as a page refresh (lib/site/page-cache/page-refresh.ts) in its own transaction.

/** The product fields the cart holds on every page; a change to any other field touches only the shop's pages. */
const CART_FIELDS = ['name', 'price', 'currency', 'image_url', 'stock_status'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The page tags a change of one entry makes out of date. `shownChanged`: it was added, archived or put back. */
export function refreshTagsFor(kind: CatalogueKind, before: unknown, after: unknown, shownChanged: boolean): string[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  switch (kind) {
    case 'product': {
      const cartChanged = shownChanged || CART_FIELDS.some((field) => !same(was[field], now[field]));
      const addressesChanged = shownChanged || !same(was.categories, now.categories);
      return [cartChanged ? EVERY_PUBLIC_PAGE_TAG : SHOP_PAGES_TAG, ...(addressesChanged ? [SITEMAP_TAG] : [])];
    }
    case 'video':
      return ['_N_T_/teachings'];
    case 'listing':
      return [
        '_N_T_/(site)/directory/layout',
        ...(shownChanged || !same(was.companyName, now.companyName) ? [SITEMAP_TAG] : []),
      ];
    case 'person':
      return ['_N_T_/about'];
  }
}

/**
 * What a change of how many of a product are available makes out of date: as for its 'for sale' field, every public
 * page, since the cart on each of them says whether the product can be bought.
 */
export const AVAILABILITY_TAGS = [EVERY_PUBLIC_PAGE_TAG];

/**
 * Every page the catalogue can touch: what a new build's pages, built from the seed, are checked against at start,
 * and what a restored backup makes out of date.
 */
export const ALL_CATALOGUE_TAGS = [EVERY_PUBLIC_PAGE_TAG, SITEMAP_TAG];
