// Jest's setup for the whole run, before any worker starts: one throwaway Postgres that every file shares (each test
// gets a database of its own on it), and a migrated template of each database, so a test's fresh order book is a
// copy (under a second) rather than every migration from empty (about 6 s on PGlite). The workers find both through
// the environment; tests/support/order-backends.ts reads it. Tests of the migrations themselves still start empty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { findPostgres, startPostgres, type RunningPostgres } from './postgres-server';
import { POSTGRES_TEMPLATE, SHARED } from './shared-databases';

const migrationsFolder = path.join(process.cwd(), 'drizzle');
type Held = { postgres?: RunningPostgres; folder?: string };
const held = globalThis as typeof globalThis & { mhvTestDatabases?: Held };

async function pgliteTemplate(folder: string): Promise<string> {
  const dir = path.join(folder, 'pglite');
  const client = await PGlite.create(dir);
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await client.close();
  return dir;
}

async function postgresTemplate(postgres: RunningPostgres): Promise<void> {
  const url = await postgres.createDatabase(POSTGRES_TEMPLATE);
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await migratePostgres(drizzlePostgres(pool), { migrationsFolder });
  } finally {
    await pool.end();
  }
}

export default async function globalSetup(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'mhv-test-templates-'));
  held.mhvTestDatabases = { folder };
  const found = findPostgres();
  const postgres = found.binDir ? await startPostgres(found.binDir) : undefined;
  held.mhvTestDatabases.postgres = postgres;
  const [pglite] = await Promise.all([pgliteTemplate(folder), postgres && postgresTemplate(postgres)]);
  process.env[SHARED.pgliteTemplate] = pglite;
  if (postgres) process.env[SHARED.postgresUrl] = postgres.url;
  else process.env[SHARED.postgresMissing] = found.note;
}

export async function globalTeardown(): Promise<void> {
  const { postgres, folder } = held.mhvTestDatabases ?? {};
  await postgres?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
}
