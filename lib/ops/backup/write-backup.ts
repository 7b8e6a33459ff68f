import 'server-only';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { BACKUP_FORMAT, BACKUP_VERSION, backupTables, knownSchemas, type BackupHeader } from './backup-format';

// `npm run backup`: the whole order book in one file, consistent to one moment, while the site keeps taking orders.
// Every table is read inside one read-only REPEATABLE READ transaction, so all of it is one snapshot: on Postgres
// other writers go on meanwhile; on PGlite (one connection) they wait for the few seconds it takes.

/** Rows read at a time, so a large book never has to fit in memory at once. */
const PAGE = 5_000;

export interface BackupSummary {
  tables: number;
  rows: number;
  bytes: number;
  ms: number;
}

type Page = { rows: [{ lines: string | null; n: number | string; last: unknown }] };

export async function writeBackup(db: AppDatabase, database: string, file: string): Promise<BackupSummary> {
  const started = performance.now();
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial);
  gzip.pipe(out);
  const hash = createHash('sha256');
  let rows = 0;
  const write = async (value: unknown) => {
    const line = `${typeof value === 'string' ? value : JSON.stringify(value)}\n`;
    hash.update(line);
    if (!gzip.write(line)) await once(gzip, 'drain');
  };
  try {
    const schemas = knownSchemas();
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_VERSION,
      schema: schemas.at(-1)!,
      createdAt: new Date().toISOString(),
      database,
    };
    await write(header);
    const counts: Record<string, number> = {};
    const tables = backupTables();
    await db.transaction(
      async (tx) => {
        for (const table of tables) {
          await write({ table: table.name, columns: table.columns });
          counts[table.name] = 0;
          let after: unknown = null;
          for (;;) {
            // The database writes each page's lines itself: one string per page keeps this fast on a large book.
            const key = sql.identifier(table.key);
            const {
              rows: [page],
            } = (await tx.execute(
              sql`select string_agg(row_to_json(t)::text, E'\n' order by t.${key}) as lines, count(*)::int as n,
                    max(t.${key}) as last
                  from (select * from ${sql.identifier(table.name)}
                    where ${after === null ? sql`true` : sql`${key} > ${after}`} order by ${key} limit ${PAGE}) t`,
            )) as unknown as Page;
            const n = Number(page.n);
            if (n > 0) await write(page.lines!);
            counts[table.name] += n;
            rows += n;
            if (n < PAGE) break;
            after = page.last;
          }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const trailer = { end: true, counts, sha256: hash.digest('hex') };
    gzip.end(`${JSON.stringify(trailer)}\n`);
    await once(out, 'close');
    await rename(partial, file);
    return { tables: tables.length, rows, bytes: out.bytesWritten, ms: Math.round(performance.now() - started) };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
