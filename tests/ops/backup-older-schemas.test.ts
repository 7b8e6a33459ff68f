/** @jest-environment node */
// A backup taken at any schema the order book has had (tests/fixtures/backups/, one per migration, written by the
// site of that time) restores through `npm run restore` on both databases into a book the site can work with: every
// row comes back, each order is found by the buyer's phone written another way, the pending order is checked with
// Paystack again and settled, and new orders are numbered after the restored ones. A backup that breaks halfway
// through leaves the database exactly as it was. The command line runs in this process (lib/ops/command-line.ts);
// tests/ops/backup.test.ts also runs a restore as npm does, in a process of its own.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { knownSchemas } from '@/lib/ops/backup/backup-format';
import { getDatabase } from '@/lib/server/db/connection';
import { findOrder, recordOrder } from '@/lib/shop/orders/order-book';
import { reconcileRound } from '@/lib/shop/money/reconcile-job';
import { orderPage, readListQuery } from '@/lib/console/order-list';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { FIXTURE_ORDERS } from '../fixtures/backups/fixture-orders';
import { MONEY_SECRET, paidAtFake } from '../support/money-events';
import { playSite } from '../support/command-line';
import { backends, sampleOrder } from '../support/order-backends';

jest.setTimeout(300_000);
const MINUTE = 60_000;
const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'backups');
const fixture = (schema: string) => path.join(FIXTURES, `${schema}.backup`);
const linesOf = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
const folder = mkdtempSync(path.join(tmpdir(), 'mhv-old-backups-'));
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
  process.env.PAYSTACK_SECRET_KEY = MONEY_SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
});
afterAll(async () => {
  await fake.stop();
  rmSync(folder, { recursive: true, force: true });
});

it('keeps a backup fixture of every schema the order book has had', () => {
  for (const schema of knownSchemas()) {
    const found = existsSync(fixture(schema))
      ? JSON.parse(linesOf(fixture(schema))[0]).schema
      : `none: run node tests/fixtures/backups/make-fixture.mjs ${schema}`;
    expect(found).toBe(schema);
  }
});

/** Runs `npm run restore`; on PGlite the running site does it, as it does for the owner. */
async function restoreAsOwner(...args: string[]) {
  const site = await playSite();
  try {
    return await site.run('restore', ...args);
  } finally {
    await site.stop();
  }
}

async function rowsOf(table: string): Promise<number> {
  const { db } = await getDatabase();
  const { rows } = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(rows[0].n);
}

describe.each(backends)('a backup of each earlier schema restored on $name', (backend) => {
  afterEach(() => backend.tearDown());

  it.each(knownSchemas())(
    '%s: every row back, found by phone, the pending order settled with Paystack',
    async (schema) => {
      await backend.setUp();
      const restored = await restoreAsOwner(fixture(schema));
      expect([restored.code, restored.stderr]).toEqual([0, '']);
      const { counts } = JSON.parse(linesOf(fixture(schema)).at(-1)!) as { counts: Record<string, number> };
      for (const [table, rows] of Object.entries(counts)) expect([table, await rowsOf(table)]).toEqual([table, rows]);

      const { db } = await getDatabase();
      for (const { reference, searchedAs } of FIXTURE_ORDERS) {
        const found = await orderPage(db, readListQuery({ q: searchedAs }));
        expect([searchedAs, found.orders.map((order) => order.reference)]).toEqual([searchedAs, [reference]]);
      }

      // Paystack has the pending order's payment, whose webhook never came: the next round of checks settles it.
      const pending = (await findOrder('FX-PENDING'))!;
      paidAtFake(fake.transactions as Map<string, Record<string, unknown>>, 'FX-PENDING', pending.amount);
      const report = await reconcileRound(db, new Date(pending.createdAt.getTime() + 15 * MINUTE));
      expect(report).toMatchObject({ checked: 1, paid: 1 });
      expect((await findOrder('FX-PENDING'))?.status).toBe('paid');

      const next = await recordOrder(sampleOrder(`FX-NEW-${schema}`));
      expect(next.status).toBe('pending');
      expect(await rowsOf('orders')).toBe(counts.orders + 1);
    },
  );

  it('a backup that cannot be loaded leaves the database as it was, with nothing half-made', async () => {
    await backend.setUp();
    await recordOrder(sampleOrder(`FX-LIVE-${backend.name}`));
    const schemasNow = async () => {
      const { rows } = (await (
        await getDatabase()
      ).db.execute(sql`select schema_name from information_schema.schemata order by 1`)) as unknown as {
        rows: { schema_name: string }[];
      };
      return rows.map((row) => row.schema_name);
    };
    const before = await schemasNow();
    // The oldest backup, with an event for an order it does not hold: it breaks once the orders are in.
    const broken = rewrite(
      fixture(knownSchemas()[0]),
      (table, rows) =>
        table === 'order_events'
          ? [...rows, JSON.stringify({ ...JSON.parse(rows.at(-1)!), id: 99, reference: 'FX-NOWHERE' })]
          : rows,
      path.join(folder, `broken-${backend.name}.backup`),
    );
    const result = await restoreAsOwner(broken, '--force');
    expect([result.code, result.stderr]).toEqual([
      2,
      expect.stringMatching(/^The backup could not be restored: .*foreign key.*\. Nothing was written\.\n$/),
    ]);
    expect((await findOrder(`FX-LIVE-${backend.name}`))?.reference).toBe(`FX-LIVE-${backend.name}`);
    expect(await findOrder('FX-PAID')).toBeNull();
    expect(await schemasNow()).toEqual(before);
  });
});

/**
 * A copy of a backup with its rows changed, its counts and checksum made to match again: a file that passes every
 * check of the file itself, so only loading it can show what is wrong.
 */
function rewrite(file: string, change: (table: string, rows: string[]) => string[], to: string): string {
  const [header, ...rest] = linesOf(file).slice(0, -1);
  const lines = [header];
  const counts: Record<string, number> = {};
  let rows: string[] = [];
  let table = '';
  const flush = () => {
    if (!table) return;
    const changed = change(table, rows);
    counts[table] = changed.length;
    lines.push(JSON.stringify({ table, columns: columnsOf[table] }), ...changed);
  };
  const columnsOf: Record<string, string[]> = {};
  for (const line of rest) {
    const value = JSON.parse(line) as { table?: string; columns?: string[] };
    if (value.table && value.columns && Object.keys(value).length === 2) {
      flush();
      table = value.table;
      columnsOf[table] = value.columns;
      rows = [];
    } else rows.push(line);
  }
  flush();
  const sha256 = createHash('sha256')
    .update(lines.map((line) => `${line}\n`).join(''))
    .digest('hex');
  writeFileSync(to, gzipSync(`${[...lines, JSON.stringify({ end: true, counts, sha256 })].join('\n')}\n`));
  return to;
}
