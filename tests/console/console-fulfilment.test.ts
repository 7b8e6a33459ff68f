/** @jest-environment node */
// Fulfilment on both databases: the steps of a pickup and of a delivery, one buyer e-mail per step whatever is
// pressed twice or by two people at once, and a clear answer to the one who was too late.
import { asc, eq } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { fulfilmentEvents, mailOutbox } from '@/lib/server/db/schema';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { moveFulfilment } from '@/lib/shop/orders/fulfilment';
import { recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import type { Actor } from '@/lib/server/audit/activity-log';
import { backends, sampleOrder } from '../support/order-backends';

jest.setTimeout(120_000);

const ama: Actor = { id: 'u-ama', email: 'ama@staff.example', address: '10.0.0.7' };
const kofi: Actor = { id: 'u-kofi', email: 'kofi@staff.example', address: '10.0.0.8' };
const delivery = {
  method: 'delivery' as const,
  area: 'Accra and Tema',
  fee: 2_500,
  address: 'House 12, Oxford St',
  gps: 'GA-183-8164',
};

async function paidOrder(reference: string, withDelivery = false) {
  const placed = await recordOrder({ ...sampleOrder(reference), ...(withDelivery ? { delivery } : {}) });
  await settleOrder(reference, { kind: 'success', amount: placed.amount, currency: 'GHS' }, 'webhook');
}

describe.each(backends)('fulfilment on $name', (backend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it('takes a pickup from New to Completed, e-mailing the buyer at Ready for pickup and Completed', async () => {
    const { db } = await getDatabase();
    const ref = `F-${backend.name}-pickup`;
    await paidOrder(ref);
    for (const [from, to] of [
      ['new', 'preparing'],
      ['preparing', 'ready_for_pickup'],
      ['ready_for_pickup', 'completed'],
    ] as const)
      expect((await moveFulfilment(db, ama, { reference: ref, from, to })).kind).toBe('moved');
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.reference, ref));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['buyer', 'completed', 'ready_for_pickup', 'shop']);
    expect(mails.find((mail) => mail.kind === 'ready_for_pickup')?.body).toContain('pick it up at');
    const steps = await db
      .select()
      .from(fulfilmentEvents)
      .where(eq(fulfilmentEvents.reference, ref))
      .orderBy(asc(fulfilmentEvents.id));
    expect(steps.map((step) => [step.toStep, step.actorEmail])).toEqual([
      ['preparing', 'ama@staff.example'],
      ['ready_for_pickup', 'ama@staff.example'],
      ['completed', 'ama@staff.example'],
    ]);
    const log = await db.select().from(staffActivity).where(eq(staffActivity.reference, ref));
    expect(log.map((entry) => entry.action)).toEqual(['fulfilment_step', 'fulfilment_step', 'fulfilment_step']);
  });

  it('sends a delivery out, refusing steps off its path and a pickup step', async () => {
    const { db } = await getDatabase();
    const ref = `F-${backend.name}-delivery`;
    await paidOrder(ref, true);
    expect((await moveFulfilment(db, ama, { reference: ref, from: 'new', to: 'completed' })).kind).toBe('not-allowed');
    await moveFulfilment(db, ama, { reference: ref, from: 'new', to: 'preparing' });
    expect((await moveFulfilment(db, ama, { reference: ref, from: 'preparing', to: 'ready_for_pickup' })).kind).toBe(
      'not-allowed',
    );
    const out = await moveFulfilment(db, ama, { reference: ref, from: 'preparing', to: 'out_for_delivery' });
    expect(out.kind).toBe('moved');
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'out_for_delivery'));
    expect(mail.body).toContain('on its way to House 12, Oxford St');
  });

  it('gives one change and one e-mail when two people press the same step at once, or one presses twice', async () => {
    const { db } = await getDatabase();
    const ref = `F-${backend.name}-race`;
    await paidOrder(ref, true);
    await moveFulfilment(db, ama, { reference: ref, from: 'new', to: 'preparing' });
    const step = { reference: ref, from: 'preparing', to: 'out_for_delivery' } as const;
    const outcomes = await Promise.all([
      moveFulfilment(db, ama, step),
      moveFulfilment(db, kofi, step),
      moveFulfilment(db, ama, step),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['already', 'already', 'moved']);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.reference, ref));
    expect(mails.filter((mail) => mail.kind === 'out_for_delivery')).toHaveLength(1);
    const steps = await db.select().from(fulfilmentEvents).where(eq(fulfilmentEvents.reference, ref));
    expect(steps).toHaveLength(2);
  });

  it('tells the one who was too late that the order moved, and cancels only with what was seen', async () => {
    const { db } = await getDatabase();
    const ref = `F-${backend.name}-conflict`;
    await paidOrder(ref);
    await moveFulfilment(db, ama, { reference: ref, from: 'new', to: 'preparing' });
    const late = await moveFulfilment(db, kofi, {
      reference: ref,
      from: 'new',
      to: 'cancelled',
      reason: 'Out of stock',
    });
    expect(late.kind).toBe('conflict');
    expect(late.kind === 'conflict' && late.order.fulfilment).toBe('preparing');
    const cancelled = await moveFulfilment(db, kofi, {
      reference: ref,
      from: 'preparing',
      to: 'cancelled',
      reason: 'Out of stock',
    });
    expect(cancelled.kind).toBe('moved');
    const [step] = await db.select().from(fulfilmentEvents).where(eq(fulfilmentEvents.toStep, 'cancelled'));
    expect(step.reason).toBe('Out of stock');
    expect((await moveFulfilment(db, ama, { reference: ref, from: 'cancelled', to: 'completed' })).kind).toBe(
      'not-allowed',
    );
  });

  it('fulfils only paid orders', async () => {
    const { db } = await getDatabase();
    const ref = `F-${backend.name}-pending`;
    await recordOrder(sampleOrder(ref));
    expect((await moveFulfilment(db, ama, { reference: ref, from: 'new', to: 'preparing' })).kind).toBe('not-paid');
    expect((await moveFulfilment(db, ama, { reference: 'F-none', from: 'new', to: 'preparing' })).kind).toBe('unknown');
  });

  it('keeps the activity log append-only, whatever code asks', async () => {
    const { db } = await getDatabase();
    // Drizzle wraps the database's refusal; the trigger's own words are its cause.
    const refusal = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
    await expect(db.update(staffActivity).set({ action: 'sign_in' })).rejects.toMatchObject(refusal);
    await expect(db.delete(staffActivity)).rejects.toMatchObject(refusal);
  });
});
