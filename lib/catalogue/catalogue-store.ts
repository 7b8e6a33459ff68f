import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries } from '@/lib/server/db/catalogue-schema';
import { appSettings } from '@/lib/server/db/staff-schema';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { catalogueKinds } from '@/lib/server/db/stored-values';
import { catalogueRules, listProblems, type CatalogueShapes } from './catalogue-kinds';

// The catalogue in the database: filled from content/ once, then read by the pages, the checkout and the console,
// and changed only through catalogue-writes.ts.

export type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
export type Row = typeof catalogueEntries.$inferSelect;

/** One entry with what the console needs to edit it safely. */
export interface CatalogueEntry<K extends CatalogueKind = CatalogueKind> {
  kind: K;
  id: number;
  position: number;
  version: number;
  archived: boolean;
  updatedAt: Date;
  updatedBy: string;
  data: CatalogueShapes[K];
}

const SEEDED_KEY = 'catalogue_seeded_at';
const SEED_AUTHOR = 'content/';

export const toEntry = <K extends CatalogueKind>(row: Row): CatalogueEntry<K> => ({
  kind: row.kind as K,
  id: row.id,
  position: row.position,
  version: row.version,
  archived: row.archived,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
  data: row.data as unknown as CatalogueShapes[K],
});

/** A row's columns without its own number, which the database gives a new row and never changes. */
export function columnsOf({ rowId, ...columns }: Row) {
  void rowId;
  return columns;
}

/** Products are numbered by their own `id` (carts and orders use it); other kinds by their place in the seed. */
const seedId = (kind: CatalogueKind, item: unknown, index: number) =>
  kind === 'product' ? (item as CatalogueShapes['product']).id : index + 1;

/** The list the site would show once `changed` (rows' new states) are written, checked with content/'s rules. */
export function problemsAfter(kind: CatalogueKind, rows: readonly Row[], ...changed: Row[]): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of changed) byId.set(row.id, row);
  const next = [...byId.values()];
  const shown = next.filter((row) => !row.archived).sort((a, b) => a.position - b.position || a.id - b.id);
  const problems = listProblems(
    kind,
    shown.map((row) => row.data),
  );
  // Products' ids are unique over archived ones too: an id is never given to another product.
  if (kind === 'product') {
    const ids = next.map((row) => (row.data as { id?: unknown }).id);
    if (new Set(ids).size !== ids.length)
      problems.push(`product ${String(changed[0].id)}: id is already used by another product`);
  }
  return problems;
}

/** Makes writes to one kind (and the seeding) wait for each other until the transaction ends. */
export async function lockKind(tx: Transaction, name: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mhv.catalogue.${name}`}))`);
}

/**
 * Fills a new, empty catalogue from content/. Idempotent, also when several instances start at once: the first
 * to take the lock writes the seed and a marker, the others then find the marker. A catalogue once seeded is never
 * seeded again, even if the staff archive every entry.
 */
export async function ensureCatalogueSeeded(db: AppDatabase): Promise<void> {
  // Asked each time rather than remembered: a restore may bring back a database from before the catalogue.
  const [found] = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  if (found) return;
  await db.transaction(async (tx) => {
    await lockKind(tx, 'seed');
    const [marker] = await tx.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
    if (marker) return;
    for (const kind of catalogueKinds) {
      const seed = catalogueRules[kind].seed();
      if (seed.length === 0) continue;
      await tx
        .insert(catalogueEntries)
        .values(
          seed.map((item, index) => ({
            kind,
            id: seedId(kind, item, index),
            position: index + 1,
            data: item as unknown as Record<string, unknown>,
            updatedBy: SEED_AUTHOR,
          })),
        )
        .onConflictDoNothing();
    }
    await tx.insert(appSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
}

/** What the public pages show of one kind, in order. */
export async function shownEntries<K extends CatalogueKind>(db: AppDatabase, kind: K): Promise<CatalogueShapes[K][]> {
  await ensureCatalogueSeeded(db);
  const rows = await db
    .select({ data: catalogueEntries.data })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.kind, kind), eq(catalogueEntries.archived, false)))
    .orderBy(asc(catalogueEntries.position), asc(catalogueEntries.id));
  return rows.map((row) => row.data as unknown as CatalogueShapes[K]);
}

/** Every entry of a kind, archived ones too, in order: for the console and the export. */
export async function allEntries<K extends CatalogueKind>(db: AppDatabase, kind: K): Promise<CatalogueEntry<K>[]> {
  await ensureCatalogueSeeded(db);
  const rows = await db
    .select()
    .from(catalogueEntries)
    .where(eq(catalogueEntries.kind, kind))
    .orderBy(asc(catalogueEntries.position), asc(catalogueEntries.id));
  return rows.map((row) => toEntry<K>(row));
}

export async function getEntry<K extends CatalogueKind>(
  db: AppDatabase,
  kind: K,
  id: number,
): Promise<CatalogueEntry<K> | null> {
  await ensureCatalogueSeeded(db);
  const [row] = await db
    .select()
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.kind, kind), eq(catalogueEntries.id, id)));
  return row ? toEntry<K>(row) : null;
}

async function rowsOf(tx: Transaction, kind: CatalogueKind): Promise<Row[]> {
  return tx
    .select()
    .from(catalogueEntries)
    .where(eq(catalogueEntries.kind, kind))
    .orderBy(asc(catalogueEntries.position), asc(catalogueEntries.id));
}

/**
 * Runs one write of a kind in a transaction that holds the kind's lock, with the kind's rows as they are now: every
 * write checks and changes the list it reads, and no other write of that kind can change it meanwhile.
 */
export async function withKindLocked<T>(
  db: AppDatabase,
  kind: CatalogueKind,
  write: (tx: Transaction, rows: Row[]) => Promise<T>,
): Promise<T> {
  await ensureCatalogueSeeded(db);
  return db.transaction(async (tx) => {
    await lockKind(tx, kind);
    return write(tx, await rowsOf(tx, kind));
  });
}
