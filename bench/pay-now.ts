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
import { findConsultation, readSchedule } from '@/lib/bookings/booking-schedule';
import { openTimes } from '@/lib/bookings/open-times';
import { payForBooking } from '@/lib/bookings/pay-for-booking';
import { startFakePaystackApi } from '../e2e/support/fake-paystack-api.mjs';
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

async function timedCalls(calls: (() => Promise<{ status: number; body: unknown }>)[]) {
  const times: number[] = [];
  for (const call of calls) {
    const started = performance.now();
    const answer = await call();
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`Pay Now answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * A consultation's Pay Now against a shop order's, both opening their transaction at a local fake of Paystack's API
 * (the deposit needs the secret key), each on its own time of the seed's herbalist after ten warm-up rounds.
 */
async function bookingAgainstOrder() {
  const fake = await startFakePaystackApi({ secretKey: 'sk_bench' });
  Object.assign(process.env, { PAYSTACK_SECRET_KEY: 'sk_bench', PAYSTACK_API_URL: fake.url });
  try {
    const { db } = await getDatabase();
    const consultation = (await findConsultation(db, 'herbalist'))!;
    const times = openTimes(await readSchedule(db, consultation, new Date()));
    const rounds = Math.min(ROUNDS, times.length - 10);
    const book = (index: number) => () =>
      payForBooking({
        consultation: consultation.slug,
        personId: times[index].personId,
        startsAt: times[index].startsAt.toISOString(),
        name: 'Ama Mensah',
        phone: '0241234567',
        email: `booker-${index}@example.com`,
        paymentMode: 'Momo',
      });
    const order = () => payNow(UNCOUNTED);
    await timedCalls(Array.from({ length: 10 }, () => order));
    await timedCalls(Array.from({ length: 10 }, (_, index) => book(index)));
    const orders = await timedCalls(Array.from({ length: rounds }, () => order));
    const bookings = await timedCalls(Array.from({ length: rounds }, (_, index) => book(index + 10)));
    return { rounds, orders, bookings };
  } finally {
    delete process.env.PAYSTACK_SECRET_KEY;
    delete process.env.PAYSTACK_API_URL;
    await fake.stop();
  }
}

async function measure(label: string) {
  const { db } = await getDatabase();
  await ensureCatalogueSeeded(db);
  await setCount(1_000_000);
  const uncounted = await timed(UNCOUNTED);
  const counted = await timed(COUNTED);
  const booking = await bookingAgainstOrder();
  console.log(
    `${label.padEnd(9)} Pay Now, not counted p50 ${uncounted.p50.toFixed(1)} ms p95 ${uncounted.p95.toFixed(1)} ms; ` +
      `counted (held) p50 ${counted.p50.toFixed(1)} ms p95 ${counted.p95.toFixed(1)} ms; ` +
      `at a fake Paystack: order p95 ${booking.orders.p95.toFixed(1)} ms, consultation p95 ${booking.bookings.p95.toFixed(1)} ms`,
  );
  return { label, uncounted, counted, booking };
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
