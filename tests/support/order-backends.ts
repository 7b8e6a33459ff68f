// The two databases the order book runs on, for suites that must pass on both: PGlite in a temp DATA_DIR and the
// run's shared Postgres (tests/support/global-setup.ts). Each backend sets the environment the site reads and reopens
// the handle; a fresh database starts as a copy of the migrated template, or empty where a test needs the migrations
// to run.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { closeDatabase } from '@/lib/server/db/connection';
import { findPostgres } from './postgres-server';
import { POSTGRES_TEMPLATE, SHARED } from './shared-databases';

const postgresUrl = process.env[SHARED.postgresUrl];
if (!postgresUrl)
  console.warn(`SKIPPED: the Postgres half of the order-book tests (${process.env[SHARED.postgresMissing]}).`);

/** The folder of the shared server's tools (pg_dump, createdb), when there is a server. */
export const postgresTools = postgresUrl ? findPostgres().binDir : null;

type Fresh = { empty?: boolean };

export interface Backend {
  name: 'pglite' | 'postgres';
  /** Points the site's settings at a fresh database: migrated, or `empty` with nothing in it. */
  setUp(fresh?: Fresh): Promise<void>;
  tearDown(): Promise<void>;
  /** Postgres only: the connection string of the current database. */
  url?: string;
  dataDir?: string;
}

/** A new DATA_DIR holding a migrated embedded database (an empty folder with `empty`). */
export function freshDataDir({ empty = false }: Fresh = {}): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhv-orders-'));
  if (!empty) cpSync(process.env[SHARED.pgliteTemplate]!, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

export const pgliteBackend: Backend = {
  name: 'pglite',
  async setUp(fresh) {
    await closeDatabase();
    delete process.env.DATABASE_URL;
    this.dataDir = freshDataDir(fresh);
    process.env.DATA_DIR = this.dataDir;
  },
  async tearDown() {
    await closeDatabase();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
    delete process.env.DATA_DIR;
  },
};

/** A new database on the shared server, a copy of the migrated template unless `empty`. */
async function createDatabase({ empty = false }: Fresh): Promise<string> {
  // Random: a Jest worker runs many files, each with its own module state.
  const name = `orders_${randomBytes(8).toString('hex')}`;
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}" template "${empty ? 'template0' : POSTGRES_TEMPLATE}"`);
  } finally {
    await client.end();
  }
  return postgresUrl!.replace(/\/[^/]*$/, `/${name}`);
}

export const postgresBackend: Backend = {
  name: 'postgres',
  async setUp(fresh = {}) {
    await closeDatabase();
    this.url = await createDatabase(fresh);
    process.env.DATABASE_URL = this.url;
  },
  async tearDown() {
    await closeDatabase();
    delete process.env.DATABASE_URL;
  },
};

export const backends: Backend[] = postgresUrl ? [pgliteBackend, postgresBackend] : [pgliteBackend];

export const sampleOrder = (reference: string, amount = 12_500) => ({
  reference,
  amount,
  currency: 'GHS' as const,
  lines: [
    { productId: 1, name: 'Herbal tea', unitPrice: 2_500, quantity: 3 },
    { productId: 2, name: 'Shea butter', unitPrice: amount - 7_500, quantity: 1 },
  ],
  customer: { name: 'Ama Mensah', phone: '+233 24 123 4567', email: 'ama@example.com' },
  paymentMode: 'Momo' as const,
  delivery: { method: 'pickup' as const },
});
