import 'server-only';
import { serverEnv } from '@/lib/server/env';
import { onWorkers } from '@/lib/server/runtime/on-workers';
import { perRequest, workerBindings } from '@/lib/server/runtime/workers';
import { databaseSettings, type AppDatabase, type DatabaseHandle } from './client';
import { openDatabase } from './open-database';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors';

// One database handle per server process. Kept on globalThis because Next may load a module more than once
// (one bundle per route) in the same process, and PGlite must be opened only once.
const KEY = Symbol.for('mhv.db.handle');
type Holder = { [KEY]?: Promise<DatabaseHandle> };
const holder = globalThis as Holder;

function reportOpenFailure(error: unknown): never {
  console.error('[db] cannot open the database:', error instanceof Error ? error.message : error);
  throw new DatabaseUnavailableError(error);
}

// On Workers: Postgres only (PGlite needs a disk), reached through the HYPERDRIVE binding when there is one, and one
// pool per request. Migrations are applied from Node before deploying (npm run db:migrate), not by every request.
const workerHandles = new WeakMap<object, Promise<DatabaseHandle>>();
type WorkerBindings = { HYPERDRIVE?: { connectionString: string } };

function openOnWorkers(): Promise<DatabaseHandle> {
  const url = (workerBindings() as WorkerBindings).HYPERDRIVE?.connectionString ?? serverEnv('DATABASE_URL');
  if (!url)
    return Promise.reject(new Error('On Workers the order book needs Postgres: set DATABASE_URL or HYPERDRIVE'));
  return import('./postgres').then(({ openPostgres }) => openPostgres(url, { migrate: false }));
}

/** Opened on first use, never at build time (pages do not call it). A failed open is retried by the next call. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (onWorkers()) return perRequest(workerHandles, () => openOnWorkers().catch(reportOpenFailure));
  holder[KEY] ??= openDatabase(databaseSettings()).catch((error: unknown) => {
    delete holder[KEY];
    return reportOpenFailure(error);
  });
  return holder[KEY];
}

/** Runs `work` on the database; a database out of reach becomes DatabaseUnavailableError, anything else is rethrown. */
export async function withDatabase<T>(work: (db: AppDatabase) => Promise<T>): Promise<T> {
  const { db } = await getDatabase();
  try {
    return await work(db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw new DatabaseUnavailableError(error);
    throw error;
  }
}

/** Closes this process's handle (tests, shutdown); the next getDatabase() opens it again from the settings. */
export async function closeDatabase(): Promise<void> {
  const pending = holder[KEY];
  delete holder[KEY];
  const handle = await pending?.catch(() => null);
  await handle?.close();
}
