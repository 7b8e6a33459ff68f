import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { migrationsFolder } from '@/lib/server/db/client';
import { tables } from '@/lib/server/db/tables';
import { pageRefreshes } from '@/lib/server/db/catalogue-schema';

// What a backup file is: gzip'd JSON lines. A header (this format, its version, the schema it was taken from), then
// for each table a line { table, columns } followed by one line per row, and a trailer { end: true, counts, sha256 }
// with the count of each table's rows and a SHA-256 of every line before it. The same file serves PGlite and
// Postgres, in either direction.

export const BACKUP_FORMAT = 'mhv-order-book-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** The last migration applied to the database it was taken from (drizzle/meta/_journal.json). */
  schema: string;
  createdAt: string;
  database: string;
}

export interface BackupTable {
  name: string;
  columns: string[];
  /** The primary key column the rows are read in order of. */
  key: string;
  /** Whether the key is numbered by a sequence, which a restore must move past the restored rows. */
  serial: boolean;
}

/** Every table of the order book, parents before children, so rows load in an order their references accept. */
export function backupTables(): BackupTable[] {
  const configs = (Object.values(tables) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    // Which pages each server must render again is news of the moment, not data: a restore adds its own (below).
    .filter((config) => config.name !== getTableConfig(pageRefreshes).name);
  const ordered: typeof configs = [];
  const placed = new Set<string>();
  while (ordered.length < configs.length) {
    const before = ordered.length;
    for (const config of configs) {
      if (placed.has(config.name)) continue;
      const parents = config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name);
      if (parents.every((parent) => parent === config.name || placed.has(parent))) {
        ordered.push(config);
        placed.add(config.name);
      }
    }
    if (ordered.length === before) throw new Error('The tables reference each other in a circle.');
  }
  return ordered.map((config) => {
    const key = config.columns.find((column) => column.primary);
    if (!key) throw new Error(`Table ${config.name} has no one-column primary key to read it by.`);
    const serial = key.columnType.includes('Serial');
    return { name: config.name, columns: config.columns.map((column) => column.name), key: key.name, serial };
  });
}

/** The migrations this build knows, oldest first. */
export function knownSchemas(): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}
