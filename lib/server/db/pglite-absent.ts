import 'server-only';
import type { DatabaseHandle } from './client';

// Stands in for lib/server/db/pglite.ts in the Cloudflare Workers build (next.config.mjs): the embedded database keeps
// its files on a disk, which a Worker does not have, and would add about 9 MB to the Worker.
export function openPglite(): Promise<DatabaseHandle> {
  return Promise.reject(new Error('The embedded database needs a disk: on Workers, set DATABASE_URL or HYPERDRIVE'));
}
