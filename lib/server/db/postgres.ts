import 'server-only';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as applyMigrations } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient } from 'pg';
import { migrationsFolder, type AppDatabase, type DatabaseHandle } from './client';
import { tables } from './tables';

// Any constant shared by every server of this site: whoever holds this advisory lock migrates while the
// others wait, so two servers starting at once never run the same migration twice.
const MIGRATION_LOCK = 7_210_311;

async function migrateUnderLock(client: PoolClient): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await applyMigrations(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  }
}

export function createPool(url: string, max = 10): Pool {
  // A short connect timeout: a buyer waiting at Pay Now should hear "try again later" in seconds, not minutes.
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection is reported here; without a listener it would end the process.
  pool.on('error', (error) => console.error('[db] idle Postgres connection lost:', error.message));
  return pool;
}

export function drizzleOnPool(pool: Pool): AppDatabase {
  return drizzle(pool, { schema: tables });
}

/** Opens a pool of connections to Postgres. `migrate: false` where migrations were applied beforehand (on Workers). */
export async function openPostgres(url: string, { migrate = true } = {}): Promise<DatabaseHandle> {
  const pool = createPool(url);
  if (!migrate) return { db: drizzleOnPool(pool), kind: 'postgres', close: () => pool.end() };
  try {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await migrateUnderLock(client);
    } catch (error) {
      broken = error as Error;
      throw error;
    } finally {
      client.release(broken); // a client whose lock state is unknown is thrown away, not reused
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return { db: drizzleOnPool(pool), kind: 'postgres', close: () => pool.end() };
}
