// What the shop sells and the site shows, as the staff edit it: products, videos, directory listings and the people
// on /about. Filled from content/ on first start (lib/catalogue/catalogue-store.ts); every write passes the same
// schema that checks content/ (lib/catalogue/catalogue-kinds.ts). Changing this file means `npx drizzle-kit generate`.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CatalogueKind } from './stored-values';
import { moment } from './columns';

/**
 * One row per entry, whatever its kind: the entry itself is `data`, in exactly the shape content/ writes it (so the
 * pages read the same type either way). An entry is never deleted: a removed one is archived, so a product's id is
 * never given to another and an order can always name what it sold.
 */
export const catalogueEntries = pgTable(
  'catalogue_entries',
  {
    /** A row's own number, which backups read the table in the order of; entries are found by kind and id. */
    rowId: bigserial('row_id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<CatalogueKind>().notNull(),
    id: integer('id').notNull(),
    /** Where the entry is shown among its kind: smallest first. */
    position: integer('position').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    archived: boolean('archived').notNull().default(false),
    /** Counts the saves: a form posts the version it showed, and a save over a newer one is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** The staff member's e-mail, 'npm run catalogue', or 'content/' for the seed. */
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    uniqueIndex('catalogue_entries_kind_id_idx').on(table.kind, table.id),
    index('catalogue_entries_shown_idx').on(table.kind, table.archived, table.position),
    check('catalogue_entries_kind_check', sql`${table.kind} in ('product', 'video', 'listing', 'person')`),
    check('catalogue_entries_id_check', sql`${table.id} > 0`),
  ],
);

/**
 * Which cached pages a change made out of date, in the order the changes were committed. Every Node instance
 * follows this list (lib/site/page-cache/page-refresh.ts) and stops serving those pages from its cache; a row is
 * written in the same transaction as the change, so no change is ever missed and none is announced that did not happen.
 */
export const pageRefreshes = pgTable('page_refreshes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  at: moment('at').notNull().defaultNow(),
});
