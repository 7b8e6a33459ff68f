import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries } from '@/lib/server/db/catalogue-schema';
import type { CatalogueKind } from '@/lib/server/db/stored-values';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import type { ActivityAction } from '@/lib/server/audit/activity-words';
import { catalogueRules, checkEntry } from './catalogue-kinds';
import {
  columnsOf,
  problemsAfter,
  toEntry,
  type CatalogueEntry,
  type Row,
  type Transaction,
  withKindLocked,
} from './catalogue-store';
import { recordPageRefresh } from '@/lib/site/page-cache/page-refresh';
import { refreshTagsFor } from './catalogue-page-tags';

// Every change to the catalogue, each in one transaction that checks the entry and the list it lands in with
// content/'s rules, logs who changed what (values before and after), and records which pages must be refreshed.
// Writes to one kind wait for each other, so two saves never both pass a check that only one of them could.

/** Why a write did not happen; nothing was written. */
type CatalogueRefusal =
  | { refused: 'invalid'; problems: string[] }
  | { refused: 'missing' }
  /** Someone saved the entry since the form was opened: their values are `current`. */
  | { refused: 'conflict'; current: CatalogueEntry };

export type CatalogueWrite<K extends CatalogueKind> = { refused: false; entry: CatalogueEntry<K> } | CatalogueRefusal;

type Change<K extends CatalogueKind> = {
  kind: K;
  actor: Actor;
  action: ActivityAction;
  /** The row before, or null for a new entry. */
  before: Row | null;
  after: Row;
};

/** Writes one row with its log line and page refresh, in the caller's transaction. */
async function writeChange<K extends CatalogueKind>(tx: Transaction, change: Change<K>): Promise<CatalogueEntry<K>> {
  const { kind, before, after, actor } = change;
  const [row] = before
    ? await tx
        .update(catalogueEntries)
        .set({ ...columnsOf(after), version: before.version + 1, updatedAt: new Date() })
        .where(and(eq(catalogueEntries.kind, kind), eq(catalogueEntries.id, before.id)))
        .returning()
    : await tx.insert(catalogueEntries).values(columnsOf(after)).returning();
  const name = catalogueRules[kind].describe(after.data, after.position - 1);
  await logActivity(tx as unknown as AppDatabase, actor, change.action, {
    reference: `${kind} ${after.id}`,
    detail: {
      entry: name,
      before: before ? JSON.stringify({ ...before.data, archived: before.archived, position: before.position }) : null,
      after: JSON.stringify({ ...after.data, archived: after.archived, position: after.position }),
    },
  });
  await recordPageRefresh(
    tx,
    refreshTagsFor(kind, before?.data ?? null, after.data, before?.archived !== after.archived),
  );
  return toEntry<K>(row);
}

interface SaveInput<K extends CatalogueKind> {
  kind: K;
  /** Missing for a new entry. */
  id?: number;
  /** The version the form showed; a save over a newer one is refused with the current values. */
  version?: number;
  data: unknown;
  actor: Actor;
}

/** Adds an entry (no `id`) at the end of its list, or saves one; checked, logged and announced in one transaction. */
export async function saveEntry<K extends CatalogueKind>(
  db: AppDatabase,
  input: SaveInput<K>,
): Promise<CatalogueWrite<K>> {
  const { kind } = input;
  return withKindLocked(db, kind, async (tx, rows) => {
    const before = input.id === undefined ? null : (rows.find((row) => row.id === input.id) ?? null);
    if (input.id !== undefined && !before) return { refused: 'missing' as const };
    if (before && input.version !== undefined && before.version !== input.version)
      return { refused: 'conflict' as const, current: toEntry(before) };
    const id = before?.id ?? Math.max(0, ...rows.map((row) => row.id)) + 1;
    const position = before?.position ?? Math.max(0, ...rows.map((row) => row.position)) + 1;
    const data = kind === 'product' ? { ...(input.data as object), id } : input.data;
    const checked = checkEntry(kind, data, position - 1);
    if (!checked.ok) return { refused: 'invalid' as const, problems: checked.problems };
    const after: Row = {
      rowId: before?.rowId ?? 0,
      kind,
      id,
      position,
      data: checked.value as unknown as Record<string, unknown>,
      archived: before?.archived ?? false,
      version: before?.version ?? 1,
      updatedAt: new Date(),
      updatedBy: input.actor.email ?? 'unknown',
    };
    const problems = problemsAfter(kind, rows, after);
    if (problems.length > 0) return { refused: 'invalid' as const, problems };
    const entry = await writeChange(tx, {
      kind,
      actor: input.actor,
      action: before ? 'catalogue_changed' : 'catalogue_added',
      before,
      after,
    });
    return { refused: false as const, entry };
  });
}

interface ArchiveInput<K extends CatalogueKind> {
  kind: K;
  id: number;
  archived: boolean;
  version?: number;
  actor: Actor;
}

/**
 * Takes an entry off the site (archived) or puts it back. Nothing is ever deleted: a product's orders keep naming
 * it and its id is never reused.
 */
export async function setArchived<K extends CatalogueKind>(
  db: AppDatabase,
  input: ArchiveInput<K>,
): Promise<CatalogueWrite<K>> {
  const { kind } = input;
  return withKindLocked(db, kind, async (tx, rows) => {
    const before = rows.find((row) => row.id === input.id);
    if (!before) return { refused: 'missing' as const };
    if (input.version !== undefined && before.version !== input.version)
      return { refused: 'conflict' as const, current: toEntry(before) };
    const after: Row = { ...before, archived: input.archived, updatedBy: input.actor.email ?? 'unknown' };
    const problems = problemsAfter(kind, rows, after);
    if (problems.length > 0) return { refused: 'invalid' as const, problems };
    const action = input.archived ? 'catalogue_archived' : 'catalogue_restored';
    return {
      refused: false as const,
      entry: await writeChange(tx, { kind, actor: input.actor, action, before, after }),
    };
  });
}

/** Moves an entry one place up or down among those shown, swapping places with its neighbour. */
export async function moveEntry<K extends CatalogueKind>(
  db: AppDatabase,
  input: { kind: K; id: number; direction: 'up' | 'down'; actor: Actor },
): Promise<CatalogueWrite<K>> {
  const { kind } = input;
  return withKindLocked(db, kind, async (tx, rows) => {
    const shown = rows.filter((row) => !row.archived);
    const at = shown.findIndex((row) => row.id === input.id);
    if (at < 0) return { refused: 'missing' as const };
    const other = shown[input.direction === 'up' ? at - 1 : at + 1];
    const before = shown[at];
    if (!other) return { refused: false as const, entry: toEntry<K>(before) };
    // The two swap places: the check sees both moved, never the two on one position.
    const updatedBy = input.actor.email ?? 'unknown';
    const after: Row = { ...before, position: other.position, updatedBy };
    const problems = problemsAfter(kind, rows, after, { ...other, position: before.position });
    if (problems.length > 0) return { refused: 'invalid' as const, problems };
    await tx
      .update(catalogueEntries)
      .set({ position: before.position, version: other.version + 1, updatedAt: new Date(), updatedBy })
      .where(and(eq(catalogueEntries.kind, kind), eq(catalogueEntries.id, other.id)));
    return {
      refused: false as const,
      entry: await writeChange(tx, { kind, actor: input.actor, action: 'catalogue_moved', before, after }),
    };
  });
}
