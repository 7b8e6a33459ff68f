// `npm run bench:orders`: how many orders per second the order book takes, each recorded (Pay Now) and then
// settled as paid (which also queues its two e-mails), with a few in flight at once as a busy shop would have.
// Runs on PGlite in a temp folder and on a throwaway Postgres (Debian's, started here), or on DATABASE_URL if set.
//   npm run bench:orders -- --orders 500 --concurrency 8
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeDatabase } from '@/lib/server/db/connection';
import { recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import { findPostgres, startPostgres } from '../tests/support/postgres-server';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '400' }, concurrency: { type: 'string', default: '8' } },
});
const ORDERS = Number(values.orders);
const CONCURRENCY = Number(values.concurrency);

async function run(label: string): Promise<void> {
  const tag = `B${Date.now().toString(36)}`;
  await recordOrder(order(`${tag}-warmup`)); // opening and migrating are not part of the figure
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < ORDERS) {
      const reference = `${tag}-${next++}`;
      const placed = await recordOrder(order(reference));
      const { becamePaid } = await settleOrder(
        reference,
        { kind: 'success', amount: placed.amount, currency: 'GHS' },
        'webhook',
      );
      if (!becamePaid) throw new Error(`${reference} did not turn paid`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label.padEnd(10)} ${ORDERS} orders recorded and paid in ${seconds.toFixed(2)} s: ${(ORDERS / seconds).toFixed(0)} orders/s (${CONCURRENCY} in flight)`,
  );
  await closeDatabase();
}

function order(reference: string) {
  return {
    reference,
    amount: 12_500,
    currency: 'GHS' as const,
    lines: [{ productId: 1, name: 'Herbal tea', unitPrice: 2_500, quantity: 5 }],
    customer: { name: 'Ama Mensah', phone: '+233 24 123 4567', email: 'ama@example.com' },
    paymentMode: 'Momo' as const,
    delivery: { method: 'pickup' as const },
  };
}

async function main() {
  const configuredUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhv-bench-orders-'));
  process.env.DATA_DIR = dataDir;
  try {
    await run('PGlite');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (configuredUrl) {
    process.env.DATABASE_URL = configuredUrl;
    return run('Postgres');
  }
  const found = findPostgres();
  if (!found.binDir) return console.log(`Postgres   not measured: ${found.note}`);
  // Durable settings (fsync on), as a production server would run: the figure must not flatter.
  const server = await startPostgres(found.binDir, { durable: true });
  try {
    process.env.DATABASE_URL = server.url;
    await run('Postgres');
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
