import 'server-only';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, type AppDatabase } from '@/lib/server/db/client';
import { backupTables, knownSchemas } from './backup-format';
import { checkColumns, type CheckedBackup } from './read-backup';

// A backup taken before some of the migrations in drizzle/ is restored the way its rows would have lived through
// them: into a copy of the order book made by the migrations up to the backup's own, then through the later ones,
// whose data steps fill what those rows lack (an order's phone search key, its next check with Paystack, …). Only
// then do the rows replace the live ones. The copy is a schema of its own, made and dropped inside the restore's one
// transaction: if any step fails, the database rolls all of it back, the copy included, and the live tables are as
// they were.

/** The schema the copy is made in, for the length of one restore. */
const COPY = 'order_book_restore';

type Executor = Pick<AppDatabase, 'execute'>;
type Rows<T> = { rows: T[] };

/** Migrations name the live schema only where they reference a table ('"public"."orders"'); the copy's go to itself. */
function intoCopy(statement: string, tag: string): string {
  const aimed = statement.replaceAll('"public".', `"${COPY}".`);
  if (/\bpublic"?\s*\./i.test(aimed))
    throw new Error(`Migration ${tag} names the public schema in a way a restore cannot redirect to its copy.`);
  return aimed;
}

async function migrate(tx: Executor, from: number, to: number): Promise<void> {
  const tags = knownSchemas();
  const migrations = readMigrationFiles({ migrationsFolder });
  for (let index = from; index < to; index++)
    for (const statement of migrations[index].sql)
      if (statement.trim()) await tx.execute(sql.raw(intoCopy(statement, tags[index])));
}

async function copyColumns(tx: Executor): Promise<Map<string, string[]>> {
  const { rows } = (await tx.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = ${COPY}`,
  )) as unknown as Rows<{ table_name: string; column_name: string }>;
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

/**
 * Within the restore's transaction, with the live tables already emptied: makes the copy at the backup's schema,
 * has `load` put the backup's rows into it (unqualified table names reach the copy meanwhile), migrates it to the
 * newest schema, moves every row into the live tables and drops the copy.
 */
export async function restoreThroughMigrations(
  tx: Executor,
  checked: CheckedBackup,
  load: () => Promise<number>,
): Promise<number> {
  const {
    rows: [live],
  } = (await tx.execute(
    sql`select current_schema() as schema, current_setting('search_path') as path`,
  )) as unknown as Rows<{ schema: string; path: string }>;
  const at = knownSchemas().indexOf(checked.header.schema) + 1;
  await tx.execute(sql`create schema ${sql.identifier(COPY)}`);
  await tx.execute(sql`select set_config('search_path', ${COPY}, true)`);
  await migrate(tx, 0, at);
  checkColumns(checked.tables, await copyColumns(tx));
  const rows = await load();
  await migrate(tx, at, knownSchemas().length);
  await tx.execute(sql`select set_config('search_path', ${live.path}, true)`);
  for (const table of backupTables()) {
    const columns = sql.join(
      table.columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${sql.identifier(live.schema)}.${sql.identifier(table.name)} (${columns})
          select ${columns} from ${sql.identifier(COPY)}.${sql.identifier(table.name)}`,
    );
  }
  await tx.execute(sql`drop schema ${sql.identifier(COPY)} cascade`);
  return rows;
}
