import 'server-only';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverEnv } from '@/lib/server/env';
import type { Tables } from './tables';

// Which database this process uses, and how to open it. The same schema, migrations and queries serve both.

export type AppDatabase = PgDatabase<PgQueryResultHKT, Tables>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: AppDatabase;
  kind: DatabaseKind;
  /** PGlite only: the folder holding its files, the lock and the order-book socket. */
  dataDir?: string;
  close(): Promise<void>;
}

export type DatabaseSettings = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/**
 * Versioned migrations made by drizzle-kit from lib/server/db/schema.ts; every server applies the missing ones at
 * start.
 */
export const migrationsFolder = path.join(process.cwd(), 'drizzle');

/** Postgres when DATABASE_URL is set; otherwise the embedded PGlite in DATA_DIR (default ./data). */
export function databaseSettings(): DatabaseSettings {
  const url = serverEnv('DATABASE_URL');
  if (url) return { kind: 'postgres', url };
  // The ignore comment keeps the build from tracing the whole project for this run-time path.
  return { kind: 'pglite', dataDir: path.resolve(/*turbopackIgnore: true*/ serverEnv('DATA_DIR')) };
}
