import 'server-only';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { MAX_FILE_BYTES } from '@/lib/catalogue/catalogue-file';
import { exportCatalogue, importCatalogue, type ImportCounts } from '@/lib/catalogue/catalogue-transfer';
import type { Actor } from '@/lib/server/audit/activity-log';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueKinds, type CatalogueKind } from '@/lib/server/db/stored-values';
import { SETTINGS_FILE_HELP, type CommandResult } from './command-result';

// `npm run catalogue -- export|import <file>`, wherever it runs (the tool itself, or the running site when it holds
// the embedded database): the whole catalogue to a JSON file and back, and what it prints.

export const CATALOGUE_HELP = `Usage:
  npm run catalogue -- export <file>   Write the whole catalogue (products, videos, listings, people; archived
                                       entries too) to a JSON file
  npm run catalogue -- import <file>   Replace the catalogue with a file's: every entry is checked first, and a file
                                       with any mistake changes nothing (exit code 1, every mistake printed).
                                       Entries the file leaves out are archived, never deleted.
${SETTINGS_FILE_HELP}`;

const actor: Actor = { id: null, email: 'npm run catalogue', address: 'command line' };

const plural: Record<CatalogueKind, string> = {
  product: 'products',
  video: 'videos',
  listing: 'listings',
  person: 'people',
};

const failed = (stderr: string, code = 1): CommandResult => ({ code, stdout: '', stderr: `${stderr}\n` });
const fileError = (error: unknown, file: string) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' ? `There is no file ${file}.` : (error as Error).message;

async function runExport(db: AppDatabase, file: string): Promise<CommandResult> {
  const { text, counts } = await exportCatalogue(db);
  // Written whole under another name first, so an interrupted export never leaves half a file under this one.
  const partial = `${file}.partial`;
  try {
    writeFileSync(partial, text, { mode: 0o600 });
    renameSync(partial, file);
  } catch (error) {
    return failed(`Could not write ${file}: ${(error as Error).message}`);
  }
  const words = catalogueKinds.map((kind) => {
    const { entries, archived } = counts[kind];
    return `${entries} ${plural[kind]}${archived ? ` (${archived} archived)` : ''}`;
  });
  return { code: 0, stdout: `Exported the catalogue to ${file}: ${words.join(', ')}.\n`, stderr: '' };
}

function countWords({ added, changed, archived, unchanged }: ImportCounts): string {
  return `${added.length} added, ${changed.length} changed, ${archived.length} archived, ${unchanged} unchanged`;
}

async function runImport(db: AppDatabase, file: string): Promise<CommandResult> {
  let text: string;
  try {
    if (statSync(file).size > MAX_FILE_BYTES)
      return failed(`${file} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB: it is not a catalogue export.`);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return failed(fileError(error, file), 2);
  }
  const result = await importCatalogue(db, text, actor);
  if (result.refused) {
    const count = result.problems.length;
    const lines = result.problems.map((problem) => `- ${problem}`);
    return failed(
      [`Nothing was imported: ${file} has ${count} ${count === 1 ? 'mistake' : 'mistakes'}.`, ...lines].join('\n'),
    );
  }
  const lines = catalogueKinds.map((kind) => `  ${plural[kind]}: ${countWords(result.counts[kind])}`);
  return { code: 0, stdout: [`Imported the catalogue from ${file}:`, ...lines, ''].join('\n'), stderr: '' };
}

export function runCatalogueCommand(db: AppDatabase, action: unknown, file: string): Promise<CommandResult> {
  if (action === 'export') return runExport(db, file);
  if (action === 'import') return runImport(db, file);
  return Promise.resolve(failed(CATALOGUE_HELP, 2));
}
