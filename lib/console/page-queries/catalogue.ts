import 'server-only';
import { allEntries } from '@/lib/catalogue/catalogue-store';
import { getDatabase } from '@/lib/server/db/connection';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { productPage, type ProductQuery } from '@/lib/console/catalogue/product-list';

/** A page of the products' list for `query`. */
export async function productListData(query: ProductQuery) {
  const { db } = await getDatabase();
  return productPage(db, query);
}

/** Every entry of a smaller kind (videos, listings, people), archived ones too, in the order they are shown. */
export async function entryListData(kind: Exclude<CatalogueKind, 'product'>) {
  const { db } = await getDatabase();
  return allEntries(db, kind);
}
