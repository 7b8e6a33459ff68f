import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ensureCatalogueSeeded } from '@/lib/catalogue/catalogue-store';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries } from '@/lib/server/db/catalogue-schema';
import { isStorableText } from '@/lib/server/db/storable';
import { MAX_SEARCH_LENGTH, PRODUCTS_PER_PAGE } from '../console-limits';
import type { PageSearchParams } from '../page-params';

// The console's list of products: a page at a time, in the order the shop shows them, found by a part of the name.
// Paged and searched in the database, reading only the few fields a row shows, so 10,000 products cost a page's
// worth of rows to send (bench/catalogue-list.ts measures it).

const listQuery = z.object({
  q: z.string().trim().max(MAX_SEARCH_LENGTH).refine(isStorableText).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  archived: z.literal('1').optional().catch(undefined),
});

export interface ProductQuery {
  q?: string;
  page: number;
  /** The archive: the products taken off the shop, to put one back. */
  archived: boolean;
}

/** The search, page and list an address asks for (`?q=tea&page=2&archived=1`); anything unreadable is ignored. */
export function readProductQuery(params: PageSearchParams): ProductQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const query = listQuery.parse({ q: first(params.q), page: first(params.page), archived: first(params.archived) });
  return { q: query.q || undefined, page: query.page, archived: query.archived === '1' };
}

export interface ProductRow {
  id: number;
  version: number;
  name: string;
  price: number;
  image: string;
  forSale: boolean;
}

const name = sql<string>`${catalogueEntries.data}->>'name'`;

/** A part of a name, matched as typed: '%' and '_' are letters here, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of the list, and how many products the search found in all. */
export async function productPage(
  db: AppDatabase,
  query: ProductQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  await ensureCatalogueSeeded(db);
  const where = and(
    eq(catalogueEntries.kind, 'product'),
    eq(catalogueEntries.archived, query.archived),
    query.q ? sql`${name} ilike ${containing(query.q)}` : undefined,
  );
  const rows = await db
    .select({
      id: catalogueEntries.id,
      version: catalogueEntries.version,
      name,
      price: sql<number>`(${catalogueEntries.data}->>'price')::numeric`.mapWith(Number),
      image: sql<string>`${catalogueEntries.data}->>'image_url'`,
      forSale: sql<boolean>`coalesce(${catalogueEntries.data}->>'stock_status' = 'In Stock', false)`,
    })
    .from(catalogueEntries)
    .where(where)
    .orderBy(asc(catalogueEntries.position), asc(catalogueEntries.id))
    .limit(PRODUCTS_PER_PAGE)
    .offset((query.page - 1) * PRODUCTS_PER_PAGE);
  const [{ total }] = await db.select({ total: count() }).from(catalogueEntries).where(where);
  return { rows, total };
}
