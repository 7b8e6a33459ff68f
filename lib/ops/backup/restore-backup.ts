import { ALL_CATALOGUE_TAGS } from '@/lib/catalogue/catalogue-page-tags';
import { recordPageRefresh } from '@/lib/site/page-cache/page-refresh';
import 'server-only';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '@/lib/server/db/client';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { cspReportAlarm, cspReports } from '@/lib/server/db/csp-report-schema';
import { scriptAlarmChanges, scriptAlarmRounds } from '@/lib/server/db/script-alarm-schema';
import { backupTables, knownSchemas } from './backup-format';
import { restoreThroughMigrations } from './older-schema';
import { backupLines, BackupRefused, checkBackup } from './read-backup';

// `npm run restore`: loads a checked backup into the configured database, in one transaction (all of it or none of
// it). A database that already holds orders or accounts is refused unless `force` is given, so a slip of the
// keyboard cannot overwrite live data. A backup taken at an older schema goes through the migrations since
// (older-schema.ts), in the same transaction.

const BATCH = 5_000;
/** Made by the site at its first start (the sign-in secret); replaced by the backup's, not counted as data. */
const SETTINGS = 'app_settings';
/**
 * Written by any visitor's browser as soon as the site serves a page (blocked scripts, counted), or by the site itself
 * (its script alarm's rounds): a new server awaiting its restore may hold some, which are replaced like the settings
 * and do not count as orders or accounts.
 */
const NOT_DATA = new Set([
  SETTINGS,
  ...[cspReports, cspReportAlarm, scriptAlarmRounds, scriptAlarmChanges].map((table) => getTableConfig(table).name),
]);

export interface RestoreSummary {
  tables: number;
  rows: number;
  ms: number;
}

type Count = { rows: { n: number | string }[] };

async function holdsData(db: AppDatabase): Promise<boolean> {
  for (const table of backupTables()) {
    if (NOT_DATA.has(table.name)) continue;
    const { rows } = (await db.execute(
      sql`select count(*) as n from (select 1 from ${sql.identifier(table.name)} limit 1) t`,
    )) as unknown as Count;
    if (Number(rows[0].n) > 0) return true;
  }
  return false;
}

/** Inserts the backup's rows into the tables the search path names; returns how many. */
async function loadRows(tx: Pick<AppDatabase, 'execute'>, file: string): Promise<number> {
  let rows = 0;
  let current: { name: string; columns: string[] } | null = null;
  // Rows stay the text they were written as: the database reads them, no need to parse and write them again here.
  let batch: string[] = [];
  const flush = async () => {
    if (!current || batch.length === 0) return;
    const columns = sql.join(
      current.columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const table = sql.identifier(current.name);
    await tx.execute(
      sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${`[${batch.join(',')}]`}::json)`,
    );
    rows += batch.length;
    batch = [];
  };
  let first = true;
  for await (const line of backupLines(file)) {
    if (first) {
      first = false;
      continue;
    }
    if (line.startsWith('{"end":true')) break;
    if (line.startsWith('{"table":')) {
      await flush();
      const value = JSON.parse(line) as { table: string; columns: string[] };
      current = { name: value.table, columns: value.columns };
    } else {
      batch.push(line);
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  return rows;
}

/** The database's own refusal of a row or of a migration's step (its SQLSTATE): the whole restore was rolled back. */
function refusedByDatabase(error: unknown): BackupRefused | null {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (isDatabaseUnavailable(error) || typeof cause?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(cause.code)) return null;
  return new BackupRefused(`The backup could not be restored: ${String(cause.message)}. Nothing was written.`);
}

export async function restoreBackup(db: AppDatabase, file: string, force: boolean): Promise<RestoreSummary> {
  const started = performance.now();
  const checked = await checkBackup(file);
  if (!force && (await holdsData(db)))
    throw new BackupRefused(
      'The database already holds orders or accounts. Nothing was written. To replace them, add --force.',
    );
  const tables = backupTables();
  const names = sql.join(
    tables.map((table) => sql.identifier(table.name)),
    sql`, `,
  );
  let rows = 0;
  try {
    await db.transaction(async (tx) => {
      // The activity log refuses to be emptied; a restore replaces it as a whole, so its guard steps aside meanwhile.
      await tx.execute(sql`alter table staff_activity disable trigger user`);
      await tx.execute(sql`truncate ${names} restart identity`);
      const load = () => loadRows(tx, file);
      rows =
        checked.header.schema === knownSchemas().at(-1)
          ? await load()
          : await restoreThroughMigrations(tx, checked, load);
      await tx.execute(sql`alter table staff_activity enable trigger user`);
      // New rows must not take an id a restored row has.
      for (const table of tables.filter((each) => each.serial)) {
        const key = sql.identifier(table.key);
        const name = sql.identifier(table.name);
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${table.name}, ${table.key}), coalesce(max(${key}), 0) + 1, false) from ${name}`,
        );
      }
      // The restored catalogue is shown by every server from its next request on.
      await recordPageRefresh(tx, ALL_CATALOGUE_TAGS);
    });
  } catch (error) {
    throw refusedByDatabase(error) ?? error;
  }
  return { tables: checked.tables.length, rows, ms: Math.round(performance.now() - started) };
}
