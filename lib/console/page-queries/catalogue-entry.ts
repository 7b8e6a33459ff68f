import 'server-only';
import { getEntry } from '@/lib/catalogue/catalogue-store';
import { getDatabase } from '@/lib/server/db/connection';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { stockOfProduct } from '@/lib/shop/stock/stock-counts';

/** One entry with its version and who saved it last, or null when there is none of that number. */
export async function entryPageData<K extends CatalogueKind>(kind: K, id: number) {
  const { db } = await getDatabase();
  return getEntry(db, kind, id);
}

/** A product's stock figures and its latest ledger lines, for its page. */
export async function productStockData(id: number) {
  const { db } = await getDatabase();
  return stockOfProduct(db, id);
}
