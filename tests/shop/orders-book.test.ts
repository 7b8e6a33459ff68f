/** @jest-environment node */
// The order book on both databases it runs on: PGlite (the default) and a real Postgres started for this run.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, getDatabase } from '@/lib/server/db/connection';
import { DatabaseUnavailableError } from '@/lib/server/db/errors';
import { checkDatabase } from '@/lib/server/health/database-health';
import { sql } from 'drizzle-orm';
import { createPool, drizzleOnPool, openPostgres } from '@/lib/server/db/postgres';
import { orderHistory, unsentMail } from '../support/order-rows';
import { findOrder, findOrderForReceipt, recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import { settleOrderOn } from '@/lib/shop/orders/order-book';
import { freePort } from '../support/redis-server';
import { backends, postgresBackend, sampleOrder } from '../support/order-backends';

jest.setTimeout(60_000);
const silence = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);
let counter = 0;
const ref = () => `T-${Date.now()}-${++counter}`;
const paidFor = (amount: number) => ({ kind: 'success' as const, amount, currency: 'GHS' });

describe.each(backends)('order book on $name', (backend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it('records an order as pending with an unguessable receipt key, and finds it again', async () => {
    const reference = ref();
    const order = await recordOrder(sampleOrder(reference));
    expect(order).toMatchObject({
      reference,
      status: 'pending',
      amount: 12_500,
      currency: 'GHS',
      paidAt: null,
      paymentMode: 'Momo',
    });
    expect(Buffer.from(order.receiptKey, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(order.receiptKey).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await findOrder(reference)).toEqual(order);
    expect(await findOrder('no-such-order')).toBeNull();
    const other = await recordOrder(sampleOrder(ref()));
    expect(other.receiptKey).not.toBe(order.receiptKey);
    expect(await orderHistory(reference)).toEqual([
      expect.objectContaining({ from: null, to: 'pending', source: 'checkout' }),
    ]);
  });

  it('shows a receipt only with its own key', async () => {
    const order = await recordOrder(sampleOrder(ref()));
    const other = await recordOrder(sampleOrder(ref()));
    expect(await findOrderForReceipt(order.reference, order.receiptKey)).toEqual(order);
    expect(await findOrderForReceipt(order.reference, other.receiptKey)).toBeNull();
    expect(await findOrderForReceipt(order.reference, order.receiptKey.slice(1))).toBeNull();
    expect(await findOrderForReceipt(order.reference, '')).toBeNull();
    expect(await findOrderForReceipt('unknown', order.receiptKey)).toBeNull();
  });

  it('turns paid exactly once when ten confirmations race, and queues one shop and one buyer mail', async () => {
    const order = await recordOrder(sampleOrder(ref()));
    const racers = Array.from({ length: 10 }, (_, i) =>
      settleOrder(order.reference, paidFor(order.amount), i % 2 ? 'webhook' : 'verify'),
    );
    // On Postgres half of them go through a second pool, as a second server would.
    const pool = backend.name === 'postgres' ? createPool(backend.url!, 5) : null;
    if (pool)
      racers.push(
        ...Array.from({ length: 10 }, () =>
          settleOrderOn(drizzleOnPool(pool), order.reference, paidFor(order.amount), 'webhook'),
        ),
      );
    const results = await Promise.all(racers);
    await pool?.end();
    expect(results.filter((result) => result.becamePaid)).toHaveLength(1);
    expect(results.every((result) => result.order?.status === 'paid')).toBe(true);
    const paid = await findOrder(order.reference);
    expect(paid?.paidAt).toBeInstanceOf(Date);
    const history = await orderHistory(order.reference);
    expect(history.filter((event) => event.to === 'paid')).toHaveLength(1);
    const { db } = await getDatabase();
    const mails = (await unsentMail(db)).filter((mail) => mail.reference === order.reference);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['buyer', 'shop']);
  });

  it('never marks paid a success for another amount or currency', async () => {
    const short = await recordOrder(sampleOrder(ref()));
    const result = await settleOrder(short.reference, paidFor(100), 'webhook');
    expect(result).toMatchObject({ becamePaid: false, order: { status: 'amount_mismatch', paidAt: null } });
    const [, mismatch] = await orderHistory(short.reference);
    expect(mismatch).toMatchObject({
      from: 'pending',
      to: 'amount_mismatch',
      source: 'webhook',
      detail: { verified: { amount: 100 } },
    });
    // A later confirmation cannot turn a mismatch into a payment: a person has to look at it.
    expect((await settleOrder(short.reference, paidFor(short.amount), 'verify')).order?.status).toBe('amount_mismatch');

    const dollars = await recordOrder(sampleOrder(ref()));
    const usd = await settleOrder(
      dollars.reference,
      { kind: 'success', amount: dollars.amount, currency: 'USD' },
      'verify',
    );
    expect(usd).toMatchObject({ becamePaid: false, order: { status: 'amount_mismatch' } });
    const { db } = await getDatabase();
    const queued = (await unsentMail(db)).filter((mail) =>
      [short.reference, dollars.reference].includes(mail.reference),
    );
    expect(queued).toEqual([]);
  });

  it('lets failed and abandoned change only a pending order, records every change with its source', async () => {
    const order = await recordOrder(sampleOrder(ref()));
    expect((await settleOrder(order.reference, { kind: 'pending' }, 'verify')).order?.status).toBe('pending');
    expect((await settleOrder(order.reference, { kind: 'abandoned' }, 'browser')).order?.status).toBe('abandoned');
    expect((await settleOrder(order.reference, { kind: 'failed' }, 'verify')).order?.status).toBe('abandoned');
    // Mobile money approved on the phone after the popup was closed: the webhook's success still counts.
    expect(await settleOrder(order.reference, paidFor(order.amount), 'webhook')).toMatchObject({
      becamePaid: true,
      order: { status: 'paid' },
    });
    expect((await settleOrder(order.reference, { kind: 'failed' }, 'verify')).order?.status).toBe('paid');
    expect((await settleOrder(order.reference, { kind: 'abandoned' }, 'browser')).order?.status).toBe('paid');
    expect((await settleOrder(order.reference, paidFor(1), 'webhook')).order?.status).toBe('paid');
    const history = (await orderHistory(order.reference)).map(({ from, to, source }) => [from, to, source]);
    expect(history).toEqual([
      [null, 'pending', 'checkout'],
      ['pending', 'abandoned', 'browser'],
      ['abandoned', 'paid', 'webhook'],
    ]);
    expect(await settleOrder('unknown-reference', paidFor(100), 'webhook')).toEqual({ order: null, becamePaid: false });
  });

  it('answers the health check', async () => {
    expect(await checkDatabase()).toEqual({ ok: true, kind: backend.name });
  });

  it('keeps every order across a restart', async () => {
    const order = await recordOrder(sampleOrder(ref()));
    await settleOrder(order.reference, paidFor(order.amount), 'verify');
    await closeDatabase();
    const again = await findOrder(order.reference);
    expect(again).toMatchObject({ reference: order.reference, status: 'paid', receiptKey: order.receiptKey });
  });
});

const describeOnPostgres = backends.some((backend) => backend.name === 'postgres') ? describe : describe.skip;

describeOnPostgres('migrations on Postgres', () => {
  it('are applied once when two servers start at the same moment', async () => {
    await postgresBackend.setUp({ empty: true });
    const [first, second] = await Promise.all([openPostgres(postgresBackend.url!), openPostgres(postgresBackend.url!)]);
    const result = await first.db.execute(sql`select count(*)::text as count from drizzle.__drizzle_migrations`);
    const { rows } = result as unknown as { rows: { count: string }[] };
    expect(rows[0].count).toBe(
      String(readdirSync(path.join(process.cwd(), 'drizzle')).filter((name) => name.endsWith('.sql')).length),
    );
    await Promise.all([first.close(), second.close()]);
    await postgresBackend.tearDown();
  });
});

describe('a database out of reach', () => {
  afterEach(() => closeDatabase());

  it('is DatabaseUnavailableError on Postgres, and the next call tries again', async () => {
    const spy = silence();
    await closeDatabase();
    process.env.DATABASE_URL = `postgres://postgres:s3cret@127.0.0.1:${await freePort()}/postgres`;
    await expect(recordOrder(sampleOrder(ref()))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(findOrder('x')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(settleOrder('x', paidFor(1), 'webhook')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const health = await checkDatabase();
    expect(health).toMatchObject({ ok: false, kind: 'postgres', error: expect.any(String) });
    expect(health.error).not.toContain('s3cret');
    // A failed open is not remembered: once a database is reachable the very next call works.
    const back = backends[backends.length - 1];
    await back.setUp();
    await expect(findOrder('x')).resolves.toBeNull();
    await back.tearDown();
    spy.mockRestore();
  });

  it('is DatabaseUnavailableError when the PGlite data folder cannot be opened', async () => {
    const spy = silence();
    const dir = mkdtempSync(path.join(tmpdir(), 'mhv-blocked-'));
    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    process.env.DATA_DIR = file;
    await expect(findOrder('x')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    delete process.env.DATA_DIR;
    rmSync(dir, { recursive: true, force: true });
    spy.mockRestore();
  });
});
