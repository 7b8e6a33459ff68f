import 'server-only';
import { gt, max } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { onWorkers } from '@/lib/server/runtime/on-workers';
import type { AppDatabase } from '@/lib/server/db/client';
import { pageRefreshes } from '@/lib/server/db/catalogue-schema';
import { expirePageTags } from './page-cache-state.mjs';

// How a change tells every server instance which cached pages it made out of date: a catalogue edit, an order that
// holds or sells stock, a refund that returns it, anything whose effect a prerendered page shows.
//
// Pages are named by the tags Next gives every cached page from its route (`_N_T_/teachings`; a layout's tag,
// `_N_T_/(site)/Products/layout`, names every page under it). A change is written with its tags in the same
// transaction (page_refreshes); each Node instance reads the rows after the last one it has seen, every second
// (page-refresh-follower.ts), and from then on its page cache treats those pages as expired: the next visitor's
// request renders them again from the database. The database carries the news, so it reaches every instance whatever
// else is down; on the Worker, OpenNext's tag cache does the same job (announcingPageRefreshes calls revalidateTag).
//
// The tags below name pages that more than one feature changes; a feature names its own pages beside its code.

/** Every public page: each carries the cart's copy of the products (names, prices, pictures, for sale or not). */
export const EVERY_PUBLIC_PAGE_TAG = '_N_T_/(site)/layout';
/** The shop's pages: its list and every product's page. */
export const SHOP_PAGES_TAG = '_N_T_/(site)/Products/layout';
/** The sitemap: every public address, among them the shop's pages by category and the directory's pages. */
export const SITEMAP_TAG = '_N_T_/sitemap.xml';

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
 * Runs a write that may record page refreshes; on a Worker, then tells OpenNext's tag cache which pages it made out of
 * date (a Worker has no process that follows the refreshes, and its cache is shared by every request). After the
 * commit, so that no page is rendered again from the values before it.
 */
export async function announcingPageRefreshes<T>(db: AppDatabase, write: () => Promise<T>): Promise<T> {
  if (!onWorkers()) return write();
  const since = await lastPageRefresh(db);
  const result = await write();
  const rows = await db.select({ tags: pageRefreshes.tags }).from(pageRefreshes).where(gt(pageRefreshes.id, since));
  for (const tag of new Set(rows.flatMap((row) => row.tags))) revalidateTag(tag, { expire: 0 });
  return result;
}
