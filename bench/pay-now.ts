// `npm run bench:pay-now`: what holding stock costs Pay Now. On PGlite (in a temp folder) and on a throwaway Postgres
// (durable settings), the server time of placing an order (what POST /api/generateReference runs, with the reference
// made locally and the popup configured by the browser, so no network is timed) for a product nobody counts, as
// every order was before stock was counted, and for a counted one, whose units are held in the same transaction; then
// 200 Pay Nows at once for a product with 20 on the shelf, on Postgres: how many were held and how long they took.
//   npm run bench:pay-now -- --rounds 200
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeDatabase, getDatabase } from '@/lib/server/db/connection';
import { ensureCatalogueSeeded } from '@/lib/catalogue/catalogue-store';
import { placeOrder } from '@/lib/shop/checkout/server/place-order';
import { setStock, stockOfProduct } from '@/lib/shop/stock/stock-counts';
import { findPostgres, startPostgres } from '../tests/support/postgres-server';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '200' }, json: { type: 'string' } },
});
const ROUNDS = Number(values.rounds);
const COUNTED = 1;
const UNCOUNTED = 2;
/** Counted from zero for the rush, so that no hold of the timed rounds is in its figures. */
const RUSHED = 3;
const ACTOR = { id: 'bench', email: 'bench@example.org', address: 'bench' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
let buyer = 0;
const payNow = (id: number, quantity = 1) =>
  placeOrder({
    name: 'Ama Mensah',
    phone: '0241234567',
    email: `buyer-${buyer++}@example.com`,
    paymentMode: 'Momo',
    items: [{ id, quantity }],
  });

async function setCount(onHand: number, productId = COUNTED) {
  const { db } = await getDatabase();
  const outcome = await setStock(db, { productId, onHand, actor: ACTOR });
  if (outcome.kind !== 'set' && outcome.kind !== 'unchanged') throw new Error(`setStock: ${outcome.kind}`);
}

async function timed(id: number) {
  for (let warm = 0; warm < 10; warm++) await payNow(id);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const answer = await payNow(id);
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`Pay Now answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function measure(label: string) {
  const { db } = await getDatabase();
  await ensureCatalogueSeeded(db);
  await setCount(1_000_000);
  const uncounted = await timed(UNCOUNTED);
  const counted = await timed(COUNTED);
  console.log(
    `${label.padEnd(9)} Pay Now, not counted p50 ${uncounted.p50.toFixed(1)} ms p95 ${uncounted.p95.toFixed(1)} ms; ` +
      `counted (held) p50 ${counted.p50.toFixed(1)} ms p95 ${counted.p95.toFixed(1)} ms`,
  );
  return { label, uncounted, counted };
}

async function rush() {
  await setCount(20, RUSHED);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: 200 }, () => payNow(RUSHED)));
  const seconds = (performance.now() - started) / 1000;
  const { db } = await getDatabase();
  const stock = await stockOfProduct(db, RUSHED, 0);
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  console.log(
    `Postgres  200 Pay Nows at once for 20 units: held ${stock.held}, ${JSON.stringify(statuses)} in ${seconds.toFixed(2)} s`,
  );
  return { held: stock.held, available: stock.available, statuses, seconds };
}

async function main() {
  delete process.env.DATABASE_URL;
  delete process.env.PAYSTACK_SECRET_KEY;
  delete process.env.PAYMENT_REFERENCE_URL;
  const quiet = console.warn;
  console.warn = () => undefined; // the settings' notices (no secret key, no reference service)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mhv-bench-pay-now-'));
  process.env.DATA_DIR = dataDir;
  const results: { databases: Awaited<ReturnType<typeof measure>>[]; rush?: Awaited<ReturnType<typeof rush>> } = {
    databases: [],
  };
  try {
    results.databases.push(await measure('PGlite'));
    await closeDatabase();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const found = findPostgres();
  if (found.binDir) {
    const server = await startPostgres(found.binDir, { durable: true });
    try {
      process.env.DATABASE_URL = server.url;
      results.databases.push(await measure('Postgres'));
      results.rush = await rush();
      await closeDatabase();
    } finally {
      await server.stop();
    }
  } else console.log(`Postgres  not measured: ${found.note}`);
  console.warn = quiet;
  if (values.json) writeFileSync(values.json, JSON.stringify(results));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
