// `npm run bench:money`: what the order book's safety costs, on PGlite and on a throwaway Postgres: a backup and a
// restore of 100,000 orders (with their events), and the reconciliation of 1,000 pending orders against the fake
// Paystack (calls made and time taken).
//   npm run bench:money -- --orders 100000 --pending 1000
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { restoreBackup } from '@/lib/ops/backup/restore-backup';
import { writeBackup } from '@/lib/ops/backup/write-backup';
import { closeDatabase, getDatabase } from '@/lib/server/db/connection';
import { reconcileRound } from '@/lib/shop/money/reconcile-job';
import { startFakePaystackApi } from '../e2e/support/fake-paystack-api.mjs';
import { findPostgres, startPostgres } from '../tests/support/postgres-server';
import { seedOrders } from './support/seed-orders';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    pending: { type: 'string', default: '1000' },
    json: { type: 'string' },
  },
});
const ORDERS = Number(values.orders);
const PENDING = Number(values.pending);
const SECRET = 'sk_test_bench';
const work = mkdtempSync(path.join(tmpdir(), 'mhv-bench-money-'));
const results: Record<string, unknown>[] = [];
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

async function backupAndRestore(label: string, fresh: () => Promise<void>) {
  await fresh();
  const { db, kind } = await getDatabase();
  await seedOrders(db, ORDERS);
  await db.execute(sql`insert into order_events (reference, from_status, to_status, source, at)
    select reference, null, 'pending', 'checkout', created_at from orders`);
  await db.execute(sql`insert into order_events (reference, from_status, to_status, source, at)
    select reference, 'pending', status, 'webhook', created_at from orders where status <> 'pending'`);
  const file = path.join(work, `${kind}.backup`);
  const made = await writeBackup(db, kind, file);
  await fresh();
  const restored = await restoreBackup((await getDatabase()).db, file, false);
  const row = {
    database: label,
    orders: ORDERS,
    rows: made.rows,
    backupSeconds: seconds(made.ms),
    megabytes: Number((statSync(file).size / 1e6).toFixed(1)),
    restoreSeconds: seconds(restored.ms),
  };
  console.log(
    `${label}: backup of ${ORDERS} orders (${made.rows} rows) ${row.backupSeconds} s, ${row.megabytes} MB; restore ${row.restoreSeconds} s`,
  );
  results.push({ measure: 'backup', ...row });
  await closeDatabase();
}

async function reconciliation(label: string, fresh: () => Promise<void>) {
  await fresh();
  const fake = await startFakePaystackApi({ secretKey: SECRET });
  process.env.PAYSTACK_SECRET_KEY = SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
  try {
    const { db } = await getDatabase();
    await db.execute(sql`insert into orders (reference, receipt_key, status, amount, currency, lines, customer_name,
        customer_phone, customer_email, payment_mode, created_at, updated_at, next_reconcile_at)
      select 'MHV-P' || g, md5(g::text), 'pending', 1000, 'GHS', '[]'::jsonb, 'Ama', '024', 'a@example.com', 'Momo',
        now() - interval '20 minutes', now(), now() - interval '10 minutes'
      from generate_series(1, ${PENDING}) g`);
    for (let g = 1; g <= PENDING; g++)
      fake.transactions.set(`MHV-P${g}`, {
        id: g,
        reference: `MHV-P${g}`,
        amount: 1000,
        currency: 'GHS',
        email: 'a@example.com',
        channels: ['mobile_money'],
        metadata: {},
        status: g % 3 === 0 ? 'success' : 'abandoned',
        paidAt: null,
        createdAt: new Date().toISOString(),
        verifyCalls: 0,
      });
    const started = performance.now();
    let rounds = 0;
    let settled = 0;
    for (;;) {
      const report = await reconcileRound(db);
      if (report.checked === 0) break;
      rounds += 1;
      settled += report.settled;
    }
    const ms = performance.now() - started;
    const calls = [...fake.transactions.values()].reduce((sum, tx) => sum + (tx.verifyCalls as number), 0);
    console.log(
      `${label}: ${PENDING} pending orders reconciled in ${rounds} rounds: ${calls} calls to Paystack, ${seconds(ms)} s, ${settled} settled`,
    );
    results.push({
      measure: 'reconcile',
      database: label,
      pending: PENDING,
      calls,
      seconds: seconds(ms),
      rounds,
      settled,
    });
  } finally {
    await fake.stop();
    await closeDatabase();
  }
}

async function main() {
  let folders = 0;
  const pglite = async () => {
    await closeDatabase();
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = path.join(work, `pglite-${++folders}`);
  };
  await backupAndRestore('PGlite', pglite);
  await reconciliation('PGlite', pglite);
  const found = findPostgres();
  if (!found.binDir) return console.log(`Postgres not measured: ${found.note}`);
  const server = await startPostgres(found.binDir, { durable: true });
  let databases = 0;
  const postgres = async () => {
    await closeDatabase();
    process.env.DATABASE_URL = await server.createDatabase(`bench_money_${++databases}`);
  };
  try {
    await backupAndRestore('Postgres', postgres);
    await reconciliation('Postgres', postgres);
  } finally {
    await closeDatabase();
    await server.stop();
  }
}

main()
  .then(() => values.json && writeFileSync(values.json, JSON.stringify(results, null, 2)))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => rmSync(work, { recursive: true, force: true }));
