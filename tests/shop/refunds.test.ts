/** @jest-environment node */
// Money back, on both databases, against the fake Paystack: the owner's refund is asked of Paystack once, settled
// by Paystack's signed events, never more than was paid (two at once, a form sent twice), and a Paystack that does
// not answer leaves nothing refunded and a retry that cannot refund twice.
import { eq } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { refunds } from '@/lib/server/db/money-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { findOrder, recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import { requestRefund, retryRefund } from '@/lib/shop/money/request-refund';
import { pesewasOf } from '@/lib/console/actions/refunds';
import type { Actor } from '@/lib/server/audit/activity-log';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import { MONEY_SECRET, paidAtFake, postEvent, refundEvent } from '../support/money-events';
import { backends, sampleOrder } from '../support/order-backends';

jest.setTimeout(120_000);

const owner: Actor = { id: 'u-owner', email: 'owner@staff.example', address: '10.0.0.1' };
let fake: Awaited<ReturnType<typeof startFakePaystackApi>>;
let asked: (reference: string) => Promise<{ amount: number; merchant_note: string }[]>;

beforeAll(async () => {
  fake = await startFakePaystackApi({ secretKey: MONEY_SECRET });
  process.env.PAYSTACK_SECRET_KEY = MONEY_SECRET;
  process.env.PAYSTACK_API_URL = fake.url;
  asked = async (reference) =>
    (await (await fetch(`${fake.url}/_control/refunds?reference=${encodeURIComponent(reference)}`)).json()).asked;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(async () => {
  await fake.stop();
});

async function paidOrder(reference: string, email = 'ama@example.com') {
  const placed = await recordOrder({
    ...sampleOrder(reference),
    customer: { ...sampleOrder(reference).customer, email },
  });
  await settleOrder(reference, { kind: 'success', amount: placed.amount, currency: 'GHS' }, 'webhook');
  paidAtFake(fake.transactions as Map<string, Record<string, unknown>>, reference, placed.amount, email);
  return placed;
}

const ask = async (reference: string, amount: number, requestKey = crypto.randomUUID()) => {
  const { db } = await getDatabase();
  return requestRefund(db, owner, { reference, amount, reason: 'Out of stock after payment', requestKey });
};

it('reads cedis as typed, and nothing else, into pesewas', () => {
  expect(pesewasOf('25')).toBe(2500);
  expect(pesewasOf(' 12.5 ')).toBe(1250);
  expect(pesewasOf('12.05')).toBe(1205);
  for (const bad of ['0', '0.00', '-5', '1e3', '12.345', 'twelve', '', '12,50']) expect(pesewasOf(bad)).toBeNull();
});

describe.each(backends)('refunds on $name', (backend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it('refunds half: Paystack is asked once with the amount and reason, and refund.processed makes it partly refunded with one mail', async () => {
    const ref = `R-${backend.name}-half`;
    const order = await paidOrder(ref);
    const outcome = await ask(ref, order.amount / 2);
    expect(outcome.kind).toBe('asked');
    expect(await asked(ref)).toEqual([
      expect.objectContaining({
        transaction: ref,
        amount: order.amount / 2,
        merchant_note: 'Out of stock after payment',
      }),
    ]);
    const { db } = await getDatabase();
    const [refund] = await db.select().from(refunds).where(eq(refunds.reference, ref));
    expect(refund).toMatchObject({ status: 'pending', amount: order.amount / 2 });
    expect((await findOrder(ref))?.refunded).toBe(0);

    const processed = refundEvent('refund.processed', refund.paystackId!, ref, order.amount / 2);
    expect((await postEvent(processed)).status).toBe(200);
    expect((await postEvent(processed)).status).toBe(200); // Paystack repeats an event it thinks was missed
    expect((await findOrder(ref))?.refunded).toBe(order.amount / 2);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.reference, ref));
    const refundMails = mails.filter((mail) => mail.kind.startsWith('refund-'));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0].recipient).toBe('ama@example.com');
    expect(refundMails[0].body).toContain('Partly refunded');

    // What is left is 62.50; asking for more is refused before Paystack hears of it.
    expect(await ask(ref, order.amount / 2 + 1)).toEqual({ kind: 'too-much', left: order.amount / 2 });
    expect(await asked(ref)).toHaveLength(1);
  });

  it('two full refunds at the same instant reach Paystack once; the same form sent twice makes one refund', async () => {
    const ref = `R-${backend.name}-race`;
    const order = await paidOrder(ref);
    const outcomes = await Promise.all([ask(ref, order.amount), ask(ref, order.amount)]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['asked', 'too-much']);
    expect(await asked(ref)).toHaveLength(1);

    const again = `R-${backend.name}-again`;
    const second = await paidOrder(again);
    const key = crypto.randomUUID();
    expect((await ask(again, 1000, key)).kind).toBe('asked');
    expect((await ask(again, 1000, key)).kind).toBe('repeated');
    expect(await asked(again)).toHaveLength(1);
    expect(second.amount).toBeGreaterThan(1000);
  });

  it('refuses an order that is not paid, and an unknown one', async () => {
    const ref = `R-${backend.name}-pending`;
    await recordOrder(sampleOrder(ref));
    expect((await ask(ref, 100)).kind).toBe('not-paid');
    expect((await ask(`R-${backend.name}-none`, 100)).kind).toBe('unknown');
    expect(await asked(ref)).toHaveLength(0);
  });

  it('a Paystack that does not answer leaves nothing refunded; the retry finds the refund Paystack made instead of asking twice', async () => {
    const ref = `R-${backend.name}-lost`;
    const order = await paidOrder(ref, 'refund-lost@example.com');
    expect((await ask(ref, order.amount)).kind).toBe('no-answer');
    const { db } = await getDatabase();
    const [refund] = await db.select().from(refunds).where(eq(refunds.reference, ref));
    expect(refund.status).toBe('asking');
    expect(refund.lastError).toMatch(/HTTP 500/);
    expect((await findOrder(ref))?.refunded).toBe(0);
    // At once, a retry would race the first request: it waits.
    expect((await retryRefund(db, owner, refund.id)).kind).toBe('busy');
    await db
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refunds.id, refund.id));
    expect((await retryRefund(db, owner, refund.id)).kind).toBe('asked');
    expect(await asked(ref)).toHaveLength(1);
    const [after] = await db.select().from(refunds).where(eq(refunds.reference, ref));
    expect(after.status).toBe('pending');
    expect(after.paystackId).toBeTruthy();
    // Nothing more may be asked: the whole amount is held by the refund Paystack made.
    expect((await ask(ref, 100)).kind).toBe('too-much');
  });

  it('a Paystack that refuses frees the amount; one that is down keeps the refund waiting and the money unrefunded', async () => {
    const refused = `R-${backend.name}-refused`;
    const order = await paidOrder(refused);
    fake.transactions.get(refused)!.status = 'reversed'; // Paystack refuses a refund of a transaction it cannot refund
    expect((await ask(refused, order.amount)).kind).toBe('refused');
    const { db } = await getDatabase();
    const [failed] = await db.select().from(refunds).where(eq(refunds.reference, refused));
    expect(failed.status).toBe('failed');
    fake.transactions.get(refused)!.status = 'success';
    expect((await ask(refused, order.amount)).kind).toBe('asked');

    const down = `R-${backend.name}-down`;
    await paidOrder(down, 'refund-down@example.com');
    expect((await ask(down, 500)).kind).toBe('no-answer');
    expect((await findOrder(down))?.refunded).toBe(0);
  });

  it('records a refund made in Paystack’s dashboard, and ignores events for unknown orders', async () => {
    const ref = `R-${backend.name}-dashboard`;
    const order = await paidOrder(ref);
    expect((await postEvent(refundEvent('refund.processed', '555001', ref, order.amount))).status).toBe(200);
    const after = await findOrder(ref);
    expect(after?.refunded).toBe(order.amount);
    const { db } = await getDatabase();
    const [row] = await db.select().from(refunds).where(eq(refunds.reference, ref));
    expect(row).toMatchObject({ status: 'processed', actorEmail: 'Paystack dashboard', paystackId: '555001' });
    expect((await postEvent(refundEvent('refund.processed', '555002', 'NO-SUCH-ORDER', 100))).status).toBe(200);
  });

  it('a database that goes away while Paystack makes the refund leaves it waiting, and the retry records it once', async () => {
    const ref = `R-${backend.name}-dbdown`;
    const order = await paidOrder(ref);
    const { db } = await getDatabase();
    // Paystack makes the refund, but by the time its answer is back the order book is gone: the server's one call
    // out (the refund, to the fake Paystack) goes through, then the database closes.
    const realFetch = global.fetch;
    const outgoing = jest.spyOn(global, 'fetch').mockImplementationOnce(async (...args) => {
      const answer = await realFetch(...args);
      await closeDatabase();
      return answer;
    });
    const request = {
      reference: ref,
      amount: order.amount,
      reason: 'Buyer changed their mind',
      requestKey: crypto.randomUUID(),
    };
    const failure = await requestRefund(db, owner, request).catch((error: unknown) => error);
    expect(outgoing).toHaveBeenCalledTimes(1);
    outgoing.mockRestore();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const { db: back } = await getDatabase();
    const [waiting] = await back.select().from(refunds).where(eq(refunds.reference, ref));
    expect(waiting).toMatchObject({ status: 'asking', paystackId: null });
    expect((await findOrder(ref))?.refunded).toBe(0);
    await back
      .update(refunds)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refunds.id, waiting.id));
    expect((await retryRefund(back, owner, waiting.id)).kind).toBe('asked');
    expect(await asked(ref)).toHaveLength(1);
    const [named] = await back.select().from(refunds).where(eq(refunds.reference, ref));
    expect(named.status).toBe('pending');
    expect(named.paystackId).toBeTruthy();
  });
});
