/** @jest-environment node */
// Disputes and the webhook's bad input, on both databases: each dispute event is written once with one mail to the
// shop and the order reads 'Disputed' until it is resolved; a forged event changes nothing; a reference the database
// cannot hold (a NUL) is acknowledged, never a 500.
import { asc, eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { disputeEvents, refunds } from '@/lib/server/db/money-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { findOrder, recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import { disputeEvent, MONEY_SECRET, postEvent, refundEvent } from '../support/money-events';
import { backends, sampleOrder } from '../support/order-backends';

jest.setTimeout(120_000);

beforeAll(() => {
  process.env.PAYSTACK_SECRET_KEY = MONEY_SECRET;
  process.env.ORDER_NOTIFY_EMAIL = 'shop@example.org';
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function paidOrder(reference: string) {
  const placed = await recordOrder(sampleOrder(reference));
  await settleOrder(reference, { kind: 'success', amount: placed.amount, currency: 'GHS' }, 'webhook');
  return placed;
}

const shopMails = async (reference: string) => {
  const { db } = await getDatabase();
  // In the order they were written: Postgres hands back rows in whatever order its pages hold them, and a row the
  // mail sender has updated moves.
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.reference, reference))
    .orderBy(asc(mailOutbox.id));
  return rows.filter((mail) => mail.kind.startsWith('dispute-'));
};

describe.each(backends)('disputes on $name', (backend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it('marks the order Disputed from create to resolve, with one shop mail per event however often it comes', async () => {
    const ref = `D-${backend.name}-1`;
    await paidOrder(ref);
    const created = disputeEvent('charge.dispute.create', 71, ref, '2026-12-01T12:00:00.000Z');
    expect((await postEvent(created)).status).toBe(200);
    expect((await postEvent(created)).status).toBe(200);
    expect((await findOrder(ref))?.disputeOpen).toBe(true);
    let mails = await shopMails(ref);
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe('shop@example.org');
    expect(mails[0].body).toContain('2026-12-01 12:00');

    expect((await postEvent(disputeEvent('charge.dispute.remind', 71, ref, '2026-12-01T12:00:00.000Z'))).status).toBe(
      200,
    );
    expect((await findOrder(ref))?.disputeOpen).toBe(true);
    expect((await postEvent(disputeEvent('charge.dispute.resolve', 71, ref, null))).status).toBe(200);
    expect((await findOrder(ref))?.disputeOpen).toBe(false);
    mails = await shopMails(ref);
    expect(mails).toHaveLength(3);
    expect(mails.at(-1)?.body).toContain('merchant-accepted');
    const { db } = await getDatabase();
    const events = await db
      .select()
      .from(disputeEvents)
      .where(eq(disputeEvents.reference, ref))
      .orderBy(asc(disputeEvents.id));
    expect(events.map((event) => event.event)).toEqual([
      'charge.dispute.create',
      'charge.dispute.remind',
      'charge.dispute.resolve',
    ]);
  });

  it('a forged refund or dispute event changes nothing (401)', async () => {
    const ref = `D-${backend.name}-forged`;
    const order = await paidOrder(ref);
    expect((await postEvent(refundEvent('refund.processed', '8801', ref, order.amount), 'wrong')).status).toBe(401);
    expect((await postEvent(disputeEvent('charge.dispute.create', 72, ref, null), 'wrong')).status).toBe(401);
    const after = await findOrder(ref);
    expect(after).toMatchObject({ refunded: 0, disputeOpen: false });
    const { db } = await getDatabase();
    expect(await db.select().from(refunds).where(eq(refunds.reference, ref))).toHaveLength(0);
  });

  it('acknowledges events for unknown orders and references the database cannot hold; refuses ones without fields', async () => {
    const nul = 'MHV-\u0000-1';
    const charge = { event: 'charge.success', data: { reference: nul, amount: 100, currency: 'GHS' } };
    expect((await postEvent(charge)).status).toBe(200);
    expect((await postEvent(refundEvent('refund.processed', '1', nul, 100))).status).toBe(200);
    expect((await postEvent(disputeEvent('charge.dispute.create', 73, nul, null))).status).toBe(200);
    expect((await postEvent(disputeEvent('charge.dispute.create', 74, 'NO-SUCH-ORDER', null))).status).toBe(200);
    const missing = await postEvent({ event: 'refund.processed', data: { id: '1', status: 'processed' } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/transaction_reference/);
    expect((await postEvent({ event: 'charge.dispute.create', data: { id: 9 } })).status).toBe(400);
  });
});
