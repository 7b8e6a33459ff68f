import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { BACKUP_FORMAT, BACKUP_VERSION, backupTables, knownSchemas, type BackupHeader } from './backup-format';

// Reading a backup file back, line by line, and checking all of it before anything is written: a file cut short, from
// another program, from a newer version of the site, or changed after it was written is refused with the reason.

export class BackupRefused extends Error {}

export interface CheckedBackup {
  header: BackupHeader;
  tables: { name: string; columns: string[]; rows: number }[];
}

/** Every line of the file, in order; a file that is not whole gzip is refused. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const input = createReadStream(file);
  input.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupRefused(`There is no file ${file}.`);
    throw new BackupRefused('The file is damaged or cut short: it is not a whole gzip file.');
  }
}

const parse = (line: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(line) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new BackupRefused('The file is damaged: a line of it is not what a backup holds.');
};

function checkHeader(line: string | undefined): BackupHeader {
  let header: Record<string, unknown> = {};
  try {
    header = line ? parse(line) : {};
  } catch {
    // answered below
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupRefused('This is not a backup of the order book.');
  if (typeof header.formatVersion !== 'number' || header.formatVersion > BACKUP_VERSION)
    throw new BackupRefused('This backup was written by a newer version of the site: update the site first.');
  if (typeof header.schema !== 'string' || !knownSchemas().includes(header.schema))
    throw new BackupRefused(
      `This backup comes from a newer version of the site (schema ${String(header.schema).slice(0, 40)}): update the site first.`,
    );
  return header as unknown as BackupHeader;
}

/** Reads the whole file once and checks it: header, tables and columns, row counts and checksum. */
export async function checkBackup(file: string): Promise<CheckedBackup> {
  const hash = createHash('sha256');
  const tables: CheckedBackup['tables'] = [];
  let header: BackupHeader | null = null;
  let trailer: Record<string, unknown> | null = null;
  for await (const line of backupLines(file)) {
    if (trailer) throw new BackupRefused('The file is damaged: it goes on after its end.');
    if (!header) header = checkHeader(line);
    else {
      const value = parse(line);
      if (value.end === true) {
        trailer = value;
        continue;
      }
      if (typeof value.table === 'string' && Array.isArray(value.columns) && Object.keys(value).length === 2)
        tables.push({ name: value.table, columns: value.columns as string[], rows: 0 });
      else if (tables.length === 0) throw new BackupRefused('The file is damaged: a row comes before its table.');
      else tables.at(-1)!.rows += 1;
    }
    hash.update(`${line}\n`);
  }
  if (!header) throw new BackupRefused('The file is empty.');
  if (!trailer) throw new BackupRefused('The file is cut short: its end is missing.');
  if (trailer.sha256 !== hash.digest('hex'))
    throw new BackupRefused('The file was changed after it was written: its checksum does not match.');
  const counts = (trailer.counts ?? {}) as Record<string, unknown>;
  for (const table of tables)
    if (counts[table.name] !== table.rows)
      throw new BackupRefused(`The file is damaged: ${table.name} is not all there.`);
  // A backup of an older schema is held against that schema's tables, once they are made (older-schema.ts).
  if (header.schema === knownSchemas().at(-1))
    checkColumns(tables, new Map(backupTables().map((table) => [table.name, table.columns])));
  return { header, tables };
}

/** Refuses a backup holding a table or a column that the schema it is loaded into does not have. */
export function checkColumns(tables: CheckedBackup['tables'], known: Map<string, string[]>): void {
  for (const { name, columns } of tables) {
    const have = known.get(name);
    if (!have || !columns.every((column) => have.includes(column)))
      throw new BackupRefused(`The backup holds ${name.slice(0, 40)} as this version of the site does not know it.`);
  }
}
