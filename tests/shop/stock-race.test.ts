/** @jest-environment node */
// The race the stock exists for, on a real Postgres with two instances of the site (two processes, each with its own
// pool of connections): twenty buyers press Pay Now for the last bottle at the same instant, and exactly one is
// sent to Paystack. Then the way back: a cancel and a refund with 'Put back in stock', pressed twice and by two
// people on two instances at once, return the units once.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createPool, drizzleOnPool } from '@/lib/server/db/postgres';
import { getDatabase } from '@/lib/server/db/connection';
import type { AppDatabase } from '@/lib/server/db/client';
import { moveFulfilment } from '@/lib/shop/orders/fulfilment';
import { requestRefund } from '@/lib/shop/money/request-refund';
import { backends, type Backend } from '../support/order-backends';
import {
  chargeSuccess,
  count,
  fakePaystackForFile,
  figures,
  paidAtPaystack,
  payNow,
  STAFF,
} from '../support/stock-shop';

jest.setTimeout(180_000);
jest.mock('@/content/products', () => ({ products: jest.requireActual('../support/test-catalogue').testProducts }));

const paystack = fakePaystackForFile();
const postgres = backends.find((backend) => backend.name === 'postgres') as Backend;

beforeEach(() => postgres.setUp());
afterEach(() => postgres.tearDown());

type Answer = { status: number; body: Record<string, unknown> };

/** One instance of the site, ready to send `count` Pay Nows when told. */
function instance(count: number, quantity: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'tests/support/pay-now-child.ts'],
    {
      env: { ...process.env, PAY_NOW_COUNT: String(count), PAY_NOW_QUANTITY: String(quantity) },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the instance stopped before answering');
    return value as string;
  };
  return {
    ready: next,
    go: async (): Promise<Answer[]> => {
      child.stdin.write('go\n');
      return JSON.parse(await next()) as Answer[];
    },
  };
}

/** Twenty buyers, ten on each instance, pressing Pay Now for `quantity` at the same instant. */
async function race(quantity: number): Promise<Answer[]> {
  const instances = [instance(10, quantity), instance(10, quantity)];
  await Promise.all(instances.map((each) => each.ready()));
  return (await Promise.all(instances.map((each) => each.go()))).flat();
}

const refusal = /^(Nkabom Herbal Bitters is sold out\.|Only [1-9] left of Nkabom Herbal Bitters\.)$/;

it('the last bottle, twenty Pay Nows on two instances: one goes to Paystack, nineteen hear 409 why', async () => {
  await count(1);
  const initialized = paystack.fake.initialized.length;
  const answers = await race(1);
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(refused).toHaveLength(19);
  for (const answer of refused) expect(answer.body.error).toMatch(refusal);
  expect(paystack.fake.initialized.length - initialized).toBe(1);
  expect(await figures()).toMatchObject({ onHand: 1, held: 1, available: 0 });
});

it('five bottles, twenty Pay Nows for two each: never more than five held', async () => {
  await count(5);
  const answers = await race(2);
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
  for (const answer of answers.filter((each) => each.status !== 200)) {
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(refusal);
  }
  expect(await figures()).toMatchObject({ onHand: 5, held: 4, available: 1 });
});

/** A paid order for 2 of 3 bottles, and a second instance's pool beside the site's own. */
async function paidOrder() {
  await count(3);
  const reference = (await payNow(2)).body.reference as string;
  paidAtPaystack(paystack.fake.transactions as Map<string, Record<string, unknown>>, reference);
  await chargeSuccess(reference);
  expect(await figures()).toMatchObject({ onHand: 1, available: 1 });
  const pool = createPool(postgres.url!);
  const pools: AppDatabase[] = [(await getDatabase()).db, drizzleOnPool(pool)];
  return { reference, pools, close: () => pool.end() };
}

it('cancel pressed by two people on two instances, and again: the two bottles come back once', async () => {
  const { reference, pools, close } = await paidOrder();
  try {
    const cancel = (db: AppDatabase) =>
      moveFulfilment(db, STAFF, { reference, from: 'new', to: 'cancelled', reason: 'Buyer changed their mind' });
    const outcomes = await Promise.all([cancel(pools[0]), cancel(pools[1]), cancel(pools[1])]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['already', 'already', 'moved']);
    await cancel(pools[0]);
    expect(await figures()).toMatchObject({ onHand: 3, held: 0, available: 3 });
    expect((await figures()).ledger).toEqual(['restock 3', 'hold -2', 'sale -2', 'cancel 2']);
  } finally {
    await close();
  }
});

it("refunds with 'Put back in stock' from two sessions at once, and a cancel after: the bottles come back once", async () => {
  const { reference, pools, close } = await paidOrder();
  try {
    const refund = (db: AppDatabase, requestKey: string) =>
      requestRefund(db, STAFF, { reference, amount: 100, reason: 'Broken seal', requestKey, restock: true });
    const keys = [crypto.randomUUID(), crypto.randomUUID()];
    const outcomes = await Promise.all([
      refund(pools[0], keys[0]),
      refund(pools[1], keys[1]),
      refund(pools[1], keys[0]),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['asked', 'asked', 'repeated']);
    await moveFulfilment(pools[0], STAFF, { reference, from: 'new', to: 'cancelled', reason: 'Refunded' });
    expect(await figures()).toMatchObject({ onHand: 3, held: 0, available: 3 });
    expect((await figures()).ledger).toEqual(['restock 3', 'hold -2', 'sale -2', 'refund 2']);
  } finally {
    await close();
  }
});
