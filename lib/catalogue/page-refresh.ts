import 'server-only';
import { gt, max } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { onWorkers } from '@/lib/server/runtime/on-workers';
import type { AppDatabase } from '@/lib/server/db/client';
import { pageRefreshes } from '@/lib/server/db/catalogue-schema';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { expirePageTags } from '@/lib/site/page-cache/page-cache-state.mjs';

// Which cached pages a catalogue change makes out of date, and how every instance learns it.
//
// Pages are named by the tags Next gives every cached page from its route (`_N_T_/teachings`; a layout's tag,
// `_N_T_/(site)/Products/layout`, names every page under it). A change is written with its tags in the same
// transaction (page_refreshes); each Node instance reads the rows after the last one it has seen, every second, and
// from then on its page cache treats those pages as expired: the next visitor's request renders them again from the
// database. The database carries the news, so it reaches every instance whatever else is down; on the Worker,
// OpenNext's tag cache does the same job (the action calls revalidateTag).

/** Every public page: each carries the cart's copy of the products (names, prices, pictures, for sale or not). */
const EVERY_PUBLIC_PAGE = '_N_T_/(site)/layout';
const SHOP_PAGES = '_N_T_/(site)/Products/layout';
const SITEMAP = '_N_T_/sitemap.xml';

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
      return [cartChanged ? EVERY_PUBLIC_PAGE : SHOP_PAGES, ...(addressesChanged ? [SITEMAP] : [])];
    }
    case 'video':
      return ['_N_T_/teachings'];
    case 'listing':
      return [
        '_N_T_/(site)/directory/layout',
        ...(shownChanged || !same(was.companyName, now.companyName) ? [SITEMAP] : []),
      ];
    case 'person':
      return ['_N_T_/about'];
  }
}

/**
 * What a change of how many of a product are available makes out of date: as for its 'for sale' field, every public
 * page, since the cart on each of them says whether the product can be bought.
 */
export const AVAILABILITY_TAGS = [EVERY_PUBLIC_PAGE];

/** Every page the catalogue can touch: what a new build's pages are checked against at start. */
export const ALL_CATALOGUE_TAGS = [EVERY_PUBLIC_PAGE, SITEMAP];

type Writer = Pick<AppDatabase, 'insert'>;

/** Records a change's tags in the caller's transaction; this instance expires them at once. */
export async function recordPageRefresh(tx: Writer, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await tx.insert(pageRefreshes).values({ tags: [...new Set(tags)] });
}

/** The newest refresh's number, 0 when there is none. */
export async function lastPageRefresh(db: AppDatabase): Promise<number> {
  const [row] = await db.select({ last: max(pageRefreshes.id) }).from(pageRefreshes);
  return row?.last ?? 0;
}

/** Expires in this instance's page cache every page named by refreshes after `after`; returns the newest seen. */
export async function applyPageRefreshes(db: AppDatabase, after: number): Promise<number> {
  const rows = await db
    .select()
    .from(pageRefreshes)
    .where(gt(pageRefreshes.id, after))
    .orderBy(pageRefreshes.id)
    .limit(1000);
  if (rows.length === 0) return after;
  expirePageTags(rows.flatMap((row) => row.tags));
  return rows.at(-1)!.id;
}

/**
 * Runs a catalogue write; on a Worker, then tells OpenNext's tag cache which pages it made out of date (a Worker has
 * no process that follows the refreshes, and its cache is shared by every request). After the commit, so that no
 * page is rendered again from the values before it.
 */
export async function announcingPageRefreshes<T>(db: AppDatabase, write: () => Promise<T>): Promise<T> {
  if (!onWorkers()) return write();
  const since = await lastPageRefresh(db);
  const result = await write();
  const rows = await db.select({ tags: pageRefreshes.tags }).from(pageRefreshes).where(gt(pageRefreshes.id, since));
  for (const tag of new Set(rows.flatMap((row) => row.tags))) revalidateTag(tag, { expire: 0 });
  return result;
}
