// The two databases the order book runs on, for suites that must pass on both: PGlite in a temp DATA_DIR and a
// real Postgres started for the run. Each backend sets the environment the site reads and reopens the handle.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase } from '@/lib/server/db/connection';
import { findPostgres, startPostgres, type RunningPostgres } from './postgres-server';

export const postgresFound = findPostgres();
if (!postgresFound.binDir) console.warn(`SKIPPED: the Postgres half of the order-book tests (${postgresFound.note}).`);

export interface Backend {
  name: 'pglite' | 'postgres';
  /** Points the site's settings at a fresh, empty database. */
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  /** Postgres only: the connection string of the current database. */
  url?: string;
  dataDir?: string;
}

let postgres: RunningPostgres | undefined;
let databases = 0;

export const pgliteBackend: Backend = {
  name: 'pglite',
  async setUp() {
    await closeDatabase();
    delete process.env.DATABASE_URL;
    this.dataDir = mkdtempSync(path.join(tmpdir(), 'mhv-orders-'));
    process.env.DATA_DIR = this.dataDir;
  },
  async tearDown() {
    await closeDatabase();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
    delete process.env.DATA_DIR;
  },
};

export const postgresBackend: Backend = {
  name: 'postgres',
  async setUp() {
    await closeDatabase();
    postgres ??= await startPostgres(postgresFound.binDir!);
    this.url = await postgres.createDatabase(`orders_${process.pid}_${++databases}`);
    process.env.DATABASE_URL = this.url;
  },
  async tearDown() {
    await closeDatabase();
    delete process.env.DATABASE_URL;
  },
};

export async function stopPostgres(): Promise<void> {
  await postgres?.stop();
  postgres = undefined;
}

export const backends: Backend[] = postgresFound.binDir ? [pgliteBackend, postgresBackend] : [pgliteBackend];

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
