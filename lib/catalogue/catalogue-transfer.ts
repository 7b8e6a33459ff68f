import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries } from '@/lib/server/db/catalogue-schema';
import { catalogueKinds, type CatalogueKind } from '@/lib/server/db/stored-values';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import { catalogueFileText, readCatalogueFile, type CatalogueFile, type FileEntry } from './catalogue-file';
import { ensureCatalogueSeeded, lockKind, type Row, type Transaction } from './catalogue-store';
import { recordPageRefresh } from '@/lib/site/page-cache/page-refresh';
import { refreshTagsFor } from './catalogue-page-tags';

// The whole catalogue out to a file and back (`npm run catalogue`). An import replaces the catalogue in one
// transaction: entries keep the file's ids, an entry the file leaves out is archived (never deleted: orders name
// products by id), each changed entry's version goes up (a console form opened before then is refused, not saved
// over it), one line goes to the activity log and the pages the changes touch are refreshed.

export interface KindCounts {
  entries: number;
  archived: number;
}

export interface ImportCounts {
  added: number[];
  changed: number[];
  archived: number[];
  unchanged: number;
}

export type ImportResult =
  { refused: false; counts: Record<CatalogueKind, ImportCounts> } | { refused: 'invalid'; problems: string[] };

/** The file's text and how many entries of each kind it holds, read in one snapshot. */
export async function exportCatalogue(
  db: AppDatabase,
): Promise<{ text: string; counts: Record<CatalogueKind, KindCounts> }> {
  await ensureCatalogueSeeded(db);
  const rows = await db
    .select()
    .from(catalogueEntries)
    .orderBy(asc(catalogueEntries.kind), asc(catalogueEntries.position), asc(catalogueEntries.id));
  const catalogue = Object.fromEntries(catalogueKinds.map((kind) => [kind, [] as FileEntry[]])) as CatalogueFile;
  const counts = Object.fromEntries(catalogueKinds.map((kind) => [kind, { entries: 0, archived: 0 }]));
  for (const row of rows) {
    const { id, position, archived } = row;
    (catalogue[row.kind] as FileEntry[]).push({ id, position, archived, data: row.data as FileEntry['data'] });
    counts[row.kind].entries++;
    if (row.archived) counts[row.kind].archived++;
  }
  return { text: catalogueFileText(catalogue), counts: counts as Record<CatalogueKind, KindCounts> };
}

/** The same JSON whatever order its keys are in (the database keeps jsonb's own order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

const sameEntry = (row: Row, entry: FileEntry) =>
  row.position === entry.position && row.archived === entry.archived && canonical(row.data) === canonical(entry.data);

/** Writes one kind as the file has it; collects the page tags its changes touch. */
async function importKind(tx: Transaction, kind: CatalogueKind, entries: FileEntry[], by: string, tags: string[]) {
  const counts: ImportCounts = { added: [], changed: [], archived: [], unchanged: 0 };
  const left = new Map(
    (await tx.select().from(catalogueEntries).where(eq(catalogueEntries.kind, kind))).map((row) => [row.id, row]),
  );
  const write = async (before: Row | undefined, after: Omit<FileEntry, 'data'> & { data: unknown }) => {
    const data = after.data as Record<string, unknown>;
    if (before)
      await tx
        .update(catalogueEntries)
        .set({ ...after, data, version: before.version + 1, updatedAt: new Date(), updatedBy: by })
        .where(and(eq(catalogueEntries.kind, kind), eq(catalogueEntries.id, before.id)));
    else await tx.insert(catalogueEntries).values({ ...after, kind, data, updatedBy: by });
    // Pages change only where the entry was shown before or is shown now.
    const wasShown = before ? !before.archived : false;
    if (wasShown || !after.archived)
      tags.push(...refreshTagsFor(kind, before?.data ?? null, after.data, wasShown === after.archived));
  };
  for (const entry of entries) {
    const before = left.get(entry.id);
    left.delete(entry.id);
    if (before && sameEntry(before, entry)) counts.unchanged++;
    else {
      await write(before, entry);
      (before ? counts.changed : counts.added).push(entry.id);
    }
  }
  // Left out: archived, and moved past every place the file uses, so that no two entries ever share one.
  const taken = new Set(entries.map((entry) => entry.position));
  let last = Math.max(0, ...taken, ...[...left.values()].map((row) => row.position));
  for (const row of [...left.values()].sort((a, b) => a.position - b.position || a.id - b.id)) {
    const position = taken.has(row.position) ? ++last : row.position;
    taken.add(position);
    if (row.archived && position === row.position) counts.unchanged++;
    else {
      await write(row, { id: row.id, position, archived: true, data: row.data });
      (row.archived ? counts.changed : counts.archived).push(row.id);
    }
  }
  return counts;
}

const idWords = (label: string, ids: number[]) => (ids.length ? `${label} ${ids.join(', ')}` : null);

/** Replaces the catalogue with a file's, all or nothing; a file with any mistake is refused with every one. */
export async function importCatalogue(db: AppDatabase, text: string, actor: Actor): Promise<ImportResult> {
  const read = readCatalogueFile(text);
  if (!read.ok) return { refused: 'invalid', problems: read.problems };
  // Seeded first, so that the seed never lands on top of the import later.
  await ensureCatalogueSeeded(db);
  return db.transaction(async (tx) => {
    for (const kind of catalogueKinds) await lockKind(tx, kind);
    const tags: string[] = [];
    const counts = {} as Record<CatalogueKind, ImportCounts>;
    const by = actor.email ?? 'unknown';
    for (const kind of catalogueKinds) counts[kind] = await importKind(tx, kind, read.catalogue[kind], by, tags);
    const detail = Object.fromEntries(
      catalogueKinds.map((kind) => {
        const { added, changed, archived, unchanged } = counts[kind];
        const words = [idWords('added', added), idWords('changed', changed), idWords('archived', archived)];
        return [kind, [...words.filter(Boolean), `${unchanged} unchanged`].join('; ')];
      }),
    );
    await logActivity(tx as unknown as AppDatabase, actor, 'catalogue_imported', { reference: 'catalogue', detail });
    await recordPageRefresh(tx, tags);
    return { refused: false as const, counts };
  });
}
