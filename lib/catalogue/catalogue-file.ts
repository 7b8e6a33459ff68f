import { catalogueKinds, type CatalogueKind } from '@/lib/server/db/stored-values';
import { catalogueRules, checkEntry, listProblems, type CatalogueShapes } from './catalogue-kinds';

// The catalogue as one JSON file (`npm run catalogue -- export|import`): every kind, archived entries too, each with
// its id, place and data. Reading one checks all of it with the console's own rules and messages before anything
// is written, so a file with one mistake changes nothing.

const FORMAT = 'mhv-site catalogue';
const FORMAT_VERSION = 1;
/** Far above any real catalogue (a few hundred kilobytes): a bigger file is not one, and is not parsed. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Postgres' integer column. */
const MAX_NUMBER = 2_147_483_647;

export interface FileEntry<K extends CatalogueKind = CatalogueKind> {
  id: number;
  /** Where it is shown among its kind: smallest first. */
  position: number;
  archived: boolean;
  data: CatalogueShapes[K];
}

export type CatalogueFile = { [K in CatalogueKind]: FileEntry<K>[] };

/** The file's text: the same catalogue always gives the same bytes, so two exports can be compared. */
export function catalogueFileText(catalogue: CatalogueFile): string {
  const entries = catalogueKinds.map((kind) => [
    kind,
    catalogue[kind].map(({ id, position, archived, data }) => ({ id, position, archived, data })),
  ]);
  return `${JSON.stringify({ format: FORMAT, version: FORMAT_VERSION, ...Object.fromEntries(entries) }, null, 2)}\n`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) >= 1 && Number(value) <= MAX_NUMBER;
const ENTRY_KEYS = ['id', 'position', 'archived', 'data'];

/** The entry's own fields (not its data); one sentence per mistake. */
function framingProblems(kind: CatalogueKind, item: unknown, index: number): string[] {
  const where = `${catalogueRules[kind].noun} number ${index + 1} in the file's "${kind}" list`;
  if (!isRecord(item)) return [`${where}: must be an object with id, position, archived and data`];
  const problems = Object.keys(item)
    .filter((key) => !ENTRY_KEYS.includes(key))
    .map((key) => `${where}: "${key}" is not a field of an entry (only id, position, archived and data)`);
  if (!isCount(item.id)) problems.push(`${where}: id must be a whole number from 1 (found ${JSON.stringify(item.id)})`);
  if (!isCount(item.position))
    problems.push(`${where}: position must be a whole number from 1 (found ${JSON.stringify(item.position)})`);
  if (typeof item.archived !== 'boolean')
    problems.push(`${where}: archived must be true or false (found ${JSON.stringify(item.archived)})`);
  if (!isRecord(item.data)) problems.push(`${where}: data must be an object`);
  return problems;
}

/** Ids and positions each used once in a kind. */
function repeatProblems(kind: CatalogueKind, entries: readonly FileEntry[]): string[] {
  const problems: string[] = [];
  for (const field of ['id', 'position'] as const) {
    const seen = new Set<number>();
    for (const entry of entries) {
      if (seen.has(entry[field]))
        problems.push(`${catalogueRules[kind].noun} ${field} ${entry[field]} is used by two entries of the file`);
      seen.add(entry[field]);
    }
  }
  return problems;
}

/** One kind's list: every entry checked as the console checks it, then the list the site would show. */
function readKind<K extends CatalogueKind>(kind: K, list: unknown): { entries: FileEntry<K>[]; problems: string[] } {
  if (!Array.isArray(list))
    return { entries: [], problems: [`The file has no "${kind}" list: an export has one for every kind.`] };
  const problems: string[] = [];
  const entries: FileEntry<K>[] = [];
  const framed: FileEntry[] = [];
  list.forEach((item: unknown, index) => {
    const framing = framingProblems(kind, item, index);
    if (framing.length > 0) return void problems.push(...framing);
    const { id, position, archived, data } = item as FileEntry<K>;
    framed.push(item as FileEntry);
    const checked = checkEntry(kind, data, index);
    if (!checked.ok) return void problems.push(...checked.problems);
    if (kind === 'product' && (checked.value as CatalogueShapes['product']).id !== id)
      problems.push(`${catalogueRules.product.describe(data, index)}: id in data must be the entry's id ${id}`);
    entries.push({ id, position, archived, data: checked.value });
  });
  problems.push(...repeatProblems(kind, framed));
  // The list as a whole only once every entry is right: a wrong entry would be named twice, or wrongly.
  if (problems.length > 0) return { entries, problems };
  const shown = entries
    .filter((entry) => !entry.archived)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((entry) => entry.data);
  return { entries, problems: listProblems(kind, shown) };
}

/** The catalogue a file holds, checked whole; or every problem found in it, one sentence each. */
export function readCatalogueFile(
  text: string,
): { ok: true; catalogue: CatalogueFile } | { ok: false; problems: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`The file is not valid JSON: ${(error as Error).message}.`] };
  }
  if (!isRecord(parsed) || parsed.format !== FORMAT)
    return { ok: false, problems: ['This is not a catalogue file: `npm run catalogue -- export <file>` writes one.'] };
  if (parsed.version !== FORMAT_VERSION)
    return {
      ok: false,
      problems: [
        `The file is of format version ${JSON.stringify(parsed.version)}; this site reads version ${FORMAT_VERSION}.`,
      ],
    };
  const problems: string[] = [];
  const catalogue = {} as Record<CatalogueKind, FileEntry[]>;
  for (const kind of catalogueKinds) {
    const read = readKind(kind, parsed[kind]);
    catalogue[kind] = read.entries;
    problems.push(...read.problems);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, catalogue: catalogue as CatalogueFile };
}
