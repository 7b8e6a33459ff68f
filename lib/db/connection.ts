import 'server-only';
import { databaseSettings, openDatabase, type AppDatabase, type DatabaseHandle } from './client';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './errors';

// One database handle per server process. Kept on globalThis because Next may load a module more than once
// (one bundle per route) in the same process, and PGlite must be opened only once.
const KEY = Symbol.for('mhv.db.handle');
type Holder = { [KEY]?: Promise<DatabaseHandle> };
const holder = globalThis as Holder;

/** Opened on first use, never at build time (pages do not call it). A failed open is retried by the next call. */
export function getDatabase(): Promise<DatabaseHandle> {
  holder[KEY] ??= openDatabase(databaseSettings()).catch((error: unknown) => {
    delete holder[KEY];
    console.error('[db] cannot open the database:', error instanceof Error ? error.message : error);
    throw new DatabaseUnavailableError(error);
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
