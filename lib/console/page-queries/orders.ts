import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { orderPage, type ListQuery } from '@/lib/console/order-list';

// What each console page reads lives in this folder, a file a page, so that the pages never open the database
// themselves and each carries only its own queries (the Worker bundles every page's code apart).

/** The order list's page for `query`. */
export async function ordersPageData(query: ListQuery) {
  const { db } = await getDatabase();
  return orderPage(db, query);
}
