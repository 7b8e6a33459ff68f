import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type DatabaseHandle } from './client';
import { lockDataDir } from './data-dir-lock';
import { tables } from './tables';

/** The embedded database: Postgres compiled to WebAssembly, its files in DATA_DIR/pglite. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = await lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(path.join(dataDir, 'pglite'));
    const db = drizzle(client, { schema: tables });
    await migrate(db, { migrationsFolder });
    const opened = client;
    return {
      db,
      kind: 'pglite',
      dataDir,
      close: async () => {
        await opened.close();
        unlock();
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}
