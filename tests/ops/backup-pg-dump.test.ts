/** @jest-environment node */
// The operator's second line on Postgres, as docs/deploy.md's backups section gives it: Postgres' own dump of the whole
// database (pg_dump -Fc, Debian's binaries), restored with pg_restore into a fresh database, is a book the site works
// on straight away: orders found by the buyer's phone written another way, the pending one checked with Paystack and
// settled, the activity log still append-only, new orders numbered after the restored ones, and no migration run a
// second time (the dump holds the record of those applied).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { knownSchemas } from '@/lib/ops/backup/backup-format';
import { closeDatabase, getDatabase } from '@/lib/server/db/connection';
import { orders } from '@/lib/server/db/schema';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { findOrder, recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import { reconcileRound } from '@/lib/shop/money/reconcile-job';
import { logActivity } from '@/lib/server/audit/activity-log';
import { orderPage, readListQuery } from '@/lib/console/order-list';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { MONEY_SECRET, paidAtFake } from '../support/money-events';
import { postgresBackend, postgresTools, sampleOrder } from '../support/order-backends';

jest.setTimeout(180_000);
const run = promisify(execFile);
const tool = (name: string) => path.join(postgresTools ?? '', name);
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
  process.env.PAYSTACK_SECRET_KEY = MONEY_SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
});
const folder = mkdtempSync(path.join(tmpdir(), 'mhv-pg-dump-'));
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await postgresBackend.tearDown();
  await fake.stop();
});

const buyer = (phone: string) => ({ name: 'Kofi Boateng', phone, email: 'kofi@example.com' });

it('pg_dump -Fc of the live database, pg_restore into a fresh one: the site finds, settles and numbers on', async () => {
  expect(postgresTools).toMatch(/postgresql/);
  await postgresBackend.setUp();
  await recordOrder({ ...sampleOrder('PGD-PENDING'), customer: buyer('+233244123456') });
  const paid = await recordOrder({ ...sampleOrder('PGD-PAID'), customer: buyer('024 412 3457') });
  await settleOrder(paid.reference, { kind: 'success', amount: paid.amount, currency: 'GHS' }, 'webhook');
  await logActivity((await getDatabase()).db, { id: null, email: 'owner@example.org', address: 'test' }, 'sign_in');
  const dump = path.join(folder, 'orders.dump');
  await run(tool('pg_dump'), ['--format=custom', `--file=${dump}`, `--dbname=${postgresBackend.url}`]);

  // Into a new, empty database, then the site's settings name it.
  const restored = `restored_${process.pid}`;
  await run(tool('createdb'), [`--maintenance-db=${postgresBackend.url}`, restored]);
  await closeDatabase();
  process.env.DATABASE_URL = postgresBackend.url!.replace(/[^/]+$/, restored);
  await run(tool('pg_restore'), ['--no-owner', '--single-transaction', `--dbname=${process.env.DATABASE_URL}`, dump]);

  const { db } = await getDatabase(); // opening migrates: it would fail on tables already there if it ran again
  const { rows } = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  expect(rows[0].n).toBe(knownSchemas().length);
  for (const [searchedAs, reference] of [
    ['024 412 3456', 'PGD-PENDING'],
    ['+233 24 412 3457', 'PGD-PAID'],
  ]) {
    const found = await orderPage(db, readListQuery({ q: searchedAs }));
    expect([searchedAs, found.orders.map((order) => order.reference)]).toEqual([searchedAs, [reference]]);
  }
  expect((await findOrder('PGD-PAID'))?.status).toBe('paid');

  const pending = (await findOrder('PGD-PENDING'))!;
  paidAtFake(fake.transactions as Map<string, Record<string, unknown>>, pending.reference, pending.amount);
  const report = await reconcileRound(db, new Date(pending.createdAt.getTime() + 15 * 60_000));
  expect(report).toMatchObject({ checked: 1, paid: 1 });
  expect((await findOrder('PGD-PENDING'))?.status).toBe('paid');

  await expect(db.delete(staffActivity)).rejects.toThrow();
  expect(await db.$count(staffActivity)).toBe(1);
  await recordOrder(sampleOrder('PGD-NEXT')); // its id comes after the restored ones (the sequences came too)
  const numbered = await db.select({ reference: orders.reference }).from(orders).orderBy(orders.id);
  expect(numbered.map((order) => order.reference)).toEqual(['PGD-PENDING', 'PGD-PAID', 'PGD-NEXT']);
});
