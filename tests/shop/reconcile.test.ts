/** @jest-environment node */
// Reconciliation on both databases, against the fake Paystack: the job settles a pending order whose webhook never
// came (one call to Paystack per order, however many servers run it), waits longer between tries, gives up on an
// order abandoned for a day and leaves older ones to the command; `npm run reconcile` reports where the books differ.
// The command's line runs in this process (lib/ops/command-line.ts), except a quiet period and a usage error, each a
// separate process as npm runs it.
import { asc, eq } from 'drizzle-orm';
import { runCommandLine } from '@/lib/ops/command-line';
import { getDatabase } from '@/lib/server/db/connection';
import { reconcileRuns } from '@/lib/server/db/money-schema';
import { mailOutbox, orderEvents, orders } from '@/lib/server/db/schema';
import { findOrder, recordOrder } from '@/lib/shop/orders/order-book';
import { reconcileRound } from '@/lib/shop/money/reconcile-job';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { MONEY_SECRET, paidAtFake } from '../support/money-events';
import { playSite } from '../support/command-line';
import { backends, sampleOrder } from '../support/order-backends';
import { runScript } from '../support/run-script';

jest.setTimeout(120_000);
const MINUTE = 60_000;
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;
const control = (path: string, body: unknown) =>
  fetch(`${fake.url}/_control/${path}`, { method: 'POST', body: JSON.stringify(body) });
/** As npm runs it, in a process of its own. */
const reconcileProcess = (...args: string[]) => runScript('scripts/reconcile.ts', ...args);

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
  process.env.PAYSTACK_SECRET_KEY = MONEY_SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(async () => {
  await fake.stop();
});

/** A pending order placed `ago` ms before now, and what Paystack says of it (undefined: Paystack never heard of it). */
async function pendingOrder(reference: string, ago: number, paystack?: string, email = 'ama@example.com') {
  const placed = await recordOrder({
    ...sampleOrder(reference),
    customer: { ...sampleOrder(reference).customer, email },
  });
  const createdAt = new Date(Date.now() - ago);
  const { db } = await getDatabase();
  await db
    .update(orders)
    .set({ createdAt, nextReconcileAt: new Date(createdAt.getTime() + 10 * MINUTE) })
    .where(eq(orders.reference, reference));
  if (paystack) {
    paidAtFake(fake.transactions as Map<string, Record<string, unknown>>, reference, placed.amount, email);
    fake.transactions.get(reference)!.status = paystack;
  }
}

const verifyCalls = (reference: string) => (fake.transactions.get(reference)?.verifyCalls as number) ?? 0;

describe.each(backends)('reconciliation on $name', (backend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it('turns a paid order whose webhook never came paid, asking Paystack once per order even with two servers', async () => {
    const refs = [1, 2, 3].map((n) => `Q-${backend.name}-paid-${n}`);
    for (const ref of refs) await pendingOrder(ref, 11 * MINUTE, 'success');
    const { db } = await getDatabase();
    const reports = await Promise.all([reconcileRound(db), reconcileRound(db)]);
    expect(reports[0].checked + reports[1].checked).toBe(3);
    for (const ref of refs) {
      expect(verifyCalls(ref)).toBe(1);
      expect((await findOrder(ref))?.status).toBe('paid');
      const events = await db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.reference, ref))
        .orderBy(asc(orderEvents.id));
      expect(events.at(-1)).toMatchObject({ toStatus: 'paid', source: 'reconcile' });
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.reference, ref));
      expect(mails.map((mail) => mail.kind).sort()).toEqual(['buyer', 'shop']);
    }
  });

  it('leaves a young order to its webhook, waits longer after each try, and gives up after a day', async () => {
    const young = `Q-${backend.name}-young`;
    const waiting = `Q-${backend.name}-waiting`;
    const dayOld = `Q-${backend.name}-day-old`;
    const tooOld = `Q-${backend.name}-too-old`;
    await pendingOrder(young, 2 * MINUTE, 'success');
    await pendingOrder(waiting, 11 * MINUTE, 'abandoned');
    await pendingOrder(dayOld, 25 * 60 * MINUTE, 'abandoned');
    await pendingOrder(tooOld, 50 * 60 * MINUTE, 'success');
    const { db } = await getDatabase();
    const now = Date.now();
    await reconcileRound(db, new Date(now));
    expect(verifyCalls(young)).toBe(0);
    expect(verifyCalls(tooOld)).toBe(0);
    expect((await findOrder(dayOld))?.status).toBe('abandoned');
    expect((await findOrder(waiting))?.status).toBe('pending');
    const next = async () =>
      (await db.select().from(orders).where(eq(orders.reference, waiting)))[0].nextReconcileAt!.getTime();
    expect(await next()).toBe(now + 10 * MINUTE);
    await reconcileRound(db, new Date(now + 5 * MINUTE)); // not due yet
    expect(verifyCalls(waiting)).toBe(1);
    await reconcileRound(db, new Date(now + 10 * MINUTE));
    expect(verifyCalls(waiting)).toBe(2);
    expect(await next()).toBe(now + 30 * MINUTE);
  });

  it('keeps an order pending when Paystack cannot say, and tries again later', async () => {
    const ref = `Q-${backend.name}-down`;
    await pendingOrder(ref, 11 * MINUTE, 'success', 'verify-down@example.com');
    const { db } = await getDatabase();
    const report = await reconcileRound(db);
    expect(report).toMatchObject({ checked: 1, unanswered: 1, settled: 0 });
    expect((await findOrder(ref))?.status).toBe('pending');
  });

  it('npm run reconcile settles old pending orders and prints what Paystack has that the book does not', async () => {
    const { db } = await getDatabase();
    // On PGlite this process plays the running site: it holds the data folder and answers over the socket.
    const site = await playSite();
    const reconcile = (...args: string[]) => site.run('reconcile', ...args);
    try {
      const old = `Q-${backend.name}-old-paid`;
      await pendingOrder(old, 50 * 60 * MINUTE, 'success');
      const stranger = `Q-${backend.name}-stranger`;
      await control('add-transaction', { reference: stranger, amount: 4200 });
      const from = new Date(Date.now() - 3 * 24 * 60 * MINUTE).toISOString().slice(0, 10);
      const today = new Date().toISOString().slice(0, 10);
      const { code, stdout, stderr } = await reconcile('--from', from, '--to', today);
      expect([code, stderr]).toEqual([0, '']);
      expect(stdout).toContain(
        `${stranger}: Paystack has a successful payment of GHS 42.00 that the order book does not have.`,
      );
      expect(stdout).not.toContain(`${old}:`);
      expect((await findOrder(old))?.status).toBe('paid');
      const [run] = await db.select().from(reconcileRuns).orderBy(reconcileRuns.id).limit(1);
      expect(run).toMatchObject({ source: 'command' });

      const quiet = await reconcileProcess('--from', '2020-01-01', '--to', '2020-01-02');
      expect(quiet).toMatchObject({ code: 0 });
      expect(quiet.stdout).toContain(
        'No differences between Paystack and the order book for 2020-01-01 to 2020-01-02.',
      );

      await control('list-down', { down: true });
      const down = await reconcile('--from', today, '--to', today);
      await control('list-down', { down: false });
      expect(down.code).toBe(1);
      expect(down.stderr).toMatch(/^Paystack could not be reached/);
    } finally {
      await site.stop();
    }
  });
});

it('npm run reconcile explains what it needs', async () => {
  const inProcess = (...args: string[]) => runCommandLine('reconcile', args);
  for (const { code, stderr } of [
    await reconcileProcess(),
    await inProcess('--from', '2026-02-30', '--to', '2026-03-01'),
    await inProcess('--from', '2026-03-02', '--to', '2026-03-01'),
  ]) {
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run reconcile -- --from YYYY-MM-DD --to YYYY-MM-DD');
  }
});
