import 'server-only';
import { databaseSettings, type DatabaseHandle, type DatabaseSettings } from './client';

// Apart from client.ts, whose types and migrations folder both drivers read, so that no driver imports the module
// that imports it.

/** Opens and migrates. Only the configured driver is loaded, so a site on PGlite never loads pg and vice versa. */
export async function openDatabase(settings: DatabaseSettings = databaseSettings()): Promise<DatabaseHandle> {
  if (settings.kind === 'postgres') {
    const { openPostgres } = await import('./postgres');
    return openPostgres(settings.url);
  }
  // Written as the alias the Workers build replaces (next.config.mjs), so that build carries no embedded database.
  const { openPglite } = await import('@/lib/server/db/pglite');
  return openPglite(settings.dataDir);
}
