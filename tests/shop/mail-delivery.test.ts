/** @jest-environment node */
// What the shop and the buyer receive when an order is paid, through a real SMTP server started here, and what
// happens when that server is down: nothing is lost and nothing arrives twice. On PGlite and on Postgres.
import { getDatabase } from '@/lib/server/db/connection';
import { createPool, drizzleOnPool } from '@/lib/server/db/postgres';
import { deliverQueuedMail, deliverQueuedMailOn } from '@/lib/server/mail/deliver';
import { unsentMail } from '../support/order-rows';
import { recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import { receiptPath } from '@/lib/shop/orders/receipt-path';
import { backends, sampleOrder } from '../support/order-backends';
import { freePort } from '../support/redis-server';
import { startSmtpCapture } from '../support/smtp-capture.mjs';

jest.setTimeout(60_000);
let counter = 0;
const ref = () => `M-${Date.now()}-${++counter}`;
const paidFor = (amount: number) => ({ kind: 'success' as const, amount, currency: 'GHS' });
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
type Capture = Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(() => {
  process.env.ORDER_NOTIFY_EMAIL = 'orders@mhv.test';
  process.env.SITE_URL = 'https://shop.mhv.test';
});
afterAll(async () => {
  delete process.env.ORDER_NOTIFY_EMAIL;
  delete process.env.SITE_URL;
  delete process.env.SMTP_URL;
});

describe.each(backends)('order mail on $name', (backend) => {
  let smtp: Capture;
  beforeAll(async () => {
    await backend.setUp();
    smtp = await startSmtpCapture();
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    await smtp.stop();
    await backend.tearDown();
  });
  beforeEach(() => smtp.clear());

  it('sends the shop and the buyer one mail each for a paid order, with what each needs to know', async () => {
    const order = await recordOrder(sampleOrder(ref()));
    await Promise.all(Array.from({ length: 5 }, () => settleOrder(order.reference, paidFor(order.amount), 'webhook')));
    await Promise.all([deliverQueuedMail(), deliverQueuedMail(), deliverQueuedMail()]);
    const mine = smtp.messages.filter((mail) => mail.subject.includes(order.reference));
    expect(mine).toHaveLength(2);
    const shop = mine.find((mail) => mail.to.includes('orders@mhv.test'))!;
    expect(shop.subject).toBe(`Paid order ${order.reference}: GHS 125.00`);
    for (const fact of [
      '3 x Herbal tea',
      '1 x Shea butter',
      'GHS 125.00',
      'Ama Mensah',
      '+233 24 123 4567',
      'ama@example.com',
    ]) {
      expect(shop.text).toContain(fact);
    }
    const buyer = mine.find((mail) => mail.to.includes('ama@example.com'))!;
    expect(buyer.text).toContain(`https://shop.mhv.test${receiptPath(order.reference, order.receiptKey)}`);
    expect(buyer.text).toContain('GHS 125.00');
    expect(buyer.text).not.toContain('+233 24 123 4567');
  });

  it('sends nothing for an order that is not paid', async () => {
    const order = await recordOrder(sampleOrder(ref()));
    await settleOrder(order.reference, paidFor(1), 'verify');
    await settleOrder((await recordOrder(sampleOrder(ref()))).reference, { kind: 'failed' }, 'verify');
    await deliverQueuedMail();
    expect(smtp.messages).toEqual([]);
  });

  it('keeps the mail while the mail server is down and delivers it, once, on a later retry', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const port = await freePort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const order = await recordOrder(sampleOrder(ref()));
    expect((await settleOrder(order.reference, paidFor(order.amount), 'webhook')).becamePaid).toBe(true);
    let back: Capture | undefined;
    try {
      // The first message fails; the second goes back untried rather than waiting on a server that is down.
      expect(await deliverQueuedMail()).toEqual({ sent: 0, failed: 1 });
      const { db } = await getDatabase();
      const kept = (await unsentMail(db)).filter((mail) => mail.reference === order.reference);
      expect(kept).toHaveLength(2);
      expect(kept.map((mail) => mail.attempts).sort()).toEqual([0, 1]);
      expect(kept.find((mail) => mail.attempts === 1)?.lastError).toBeTruthy();
      // The payment stands whatever the mail server does.
      expect((await settleOrder(order.reference, { kind: 'failed' }, 'verify')).order?.status).toBe('paid');

      back = await startSmtpCapture({ port });
      // The untried one goes now; the failed one waits out its backoff, then goes.
      expect(await deliverQueuedMail()).toEqual({ sent: 1, failed: 0 });
      expect(await deliverQueuedMail({ now: later(61) })).toEqual({ sent: 1, failed: 0 });
      expect(await deliverQueuedMail({ now: later(180) })).toEqual({ sent: 0, failed: 0 });
      expect(back.messages.map((mail) => mail.to[0]).sort()).toEqual(['ama@example.com', 'orders@mhv.test']);
    } finally {
      await back?.stop();
      process.env.SMTP_URL = smtp.url;
      errors.mockRestore();
    }
  });

  it('never sends a message twice when several servers deliver at the same moment', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => recordOrder(sampleOrder(ref()))));
    for (const order of orders) await settleOrder(order.reference, paidFor(order.amount), 'webhook');
    // On Postgres the other "servers" have pools of their own; on PGlite every round shares the one process.
    const pools = backend.name === 'postgres' ? [createPool(backend.url!, 3), createPool(backend.url!, 3)] : [];
    const rounds = [
      deliverQueuedMail(),
      deliverQueuedMail(),
      ...pools.map((pool) => deliverQueuedMailOn(drizzleOnPool(pool))),
    ];
    const reports = await Promise.all(rounds);
    await Promise.all(pools.map((pool) => pool.end()));
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
    const ids = smtp.messages.map((mail) => mail.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('writes the mail to the server log without SMTP_URL, and counts it as sent', async () => {
    delete process.env.SMTP_URL;
    const logged = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const order = await recordOrder(sampleOrder(ref()));
      await settleOrder(order.reference, paidFor(order.amount), 'verify');
      expect(await deliverQueuedMail()).toEqual({ sent: 2, failed: 0 });
      const text = logged.mock.calls.map((call) => String(call[0])).join('\n');
      expect(text).toContain(`Paid order ${order.reference}`);
      expect(text).toContain('To: orders@mhv.test');
    } finally {
      logged.mockRestore();
      process.env.SMTP_URL = smtp.url;
    }
  });
});
