/** @jest-environment node */
// A counted product from Pay Now to the shelf, on PGlite and on Postgres: Pay Now holds the units with the pending
// order or is refused before Paystack is asked; a hold that ends makes them available again and leaves the order
// pending; a payment turns the hold into one sale however many report it, and a late one takes what is left or marks
// the order oversold with one mail to the owner. Never below zero.
import { getDatabase } from '@/lib/server/db/connection';
import { findOrder } from '@/lib/shop/orders/order-book';
import { settleAndNotify } from '@/lib/shop/orders/settle';
import { orderStock, availability } from '@/lib/shop/stock/stock-counts';
import { releaseEndedHolds } from '@/lib/shop/stock/stock-job';
import { pageRefreshes } from '@/lib/server/db/catalogue-schema';
import { backends } from '../support/order-backends';
import {
  chargeSuccess,
  count,
  endHolds,
  fakePaystackForFile,
  figures,
  paidAtPaystack,
  payNow,
  reportPaidThreeWays,
  shopMails,
} from '../support/stock-shop';

jest.setTimeout(120_000);
jest.mock('@/content/products', () => ({ products: jest.requireActual('../support/test-catalogue').testProducts }));

const paystack = fakePaystackForFile();
const transactions = () => paystack.fake.transactions as Map<string, Record<string, unknown>>;

describe.each(backends)('stock on $name', (backend) => {
  beforeEach(() => backend.setUp());
  afterEach(() => backend.tearDown());

  it('holds at Pay Now, and refuses what is not left with 409 before Paystack is asked', async () => {
    await count(3);
    const first = await payNow(2);
    expect(first.status).toBe(200);
    expect(await figures()).toMatchObject({ onHand: 3, held: 2, available: 1 });
    const initialized = paystack.fake.initialized.length;
    await expect(payNow(2)).resolves.toEqual({ status: 409, body: { error: 'Only 1 left of Nkabom Herbal Bitters.' } });
    await payNow(1);
    await expect(payNow(1)).resolves.toEqual({ status: 409, body: { error: 'Nkabom Herbal Bitters is sold out.' } });
    expect(paystack.fake.initialized.length).toBe(initialized + 1);
    expect((await figures()).ledger).toEqual(['restock 3', 'hold -2', 'hold -1']);
    const { db } = await getDatabase();
    expect(await availability(db, [1, 2])).toEqual({ 1: 0, 2: null });
  });

  it('sells a product nobody counts as it always has', async () => {
    for (let i = 0; i < 3; i++) expect((await payNow(9, 'esi@example.com', 3)).status).toBe(200);
    const { db } = await getDatabase();
    expect(await availability(db, [3])).toEqual({ 3: null });
  });

  it('lets go of the hold when Paystack cannot start the payment', async () => {
    await count(1);
    const failed = await payNow(1, 'paystack-down@example.com');
    expect(failed.status).toBe(503);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await figures()).toMatchObject({ onHand: 1, held: 0, available: 1 });
    expect((await payNow(1)).status).toBe(200);
  });

  it('a hold that ends gives the units back and leaves the order pending; a late payment then takes them', async () => {
    await count(2);
    const placed = await payNow(2);
    const reference = placed.body.reference as string;
    await endHolds(reference);
    expect(await figures()).toMatchObject({ onHand: 2, held: 0, available: 2 });
    expect((await findOrder(reference))?.status).toBe('pending');
    const { db } = await getDatabase();
    const refreshes = (await db.select().from(pageRefreshes)).length;
    expect(await releaseEndedHolds(db)).toBe(1);
    expect(await releaseEndedHolds(db)).toBe(0);
    expect((await db.select().from(pageRefreshes)).length).toBe(refreshes + 1);
    expect((await figures()).ledger).toEqual(['restock 2', 'hold -2', 'release 2']);

    paidAtPaystack(transactions(), reference);
    expect((await chargeSuccess(reference)).status).toBe(200);
    expect((await findOrder(reference))?.status).toBe('paid');
    expect(await figures()).toMatchObject({ onHand: 0, held: 0, available: 0 });
    expect((await figures()).ledger).toEqual(['restock 2', 'hold -2', 'release 2', 'sale -2']);
    expect((await orderStock(db, reference)).oversold).toBe(false);
    expect(await shopMails('oversold')).toEqual([]);
  });

  it('a late payment for units sold meanwhile: paid, oversold, one mail to the owner, stock never below zero', async () => {
    await count(1);
    const late = (await payNow(1)).body.reference as string;
    await endHolds(late);
    const other = (await payNow(1, 'kwame@example.com')).body.reference as string;
    paidAtPaystack(transactions(), other);
    await chargeSuccess(other);
    paidAtPaystack(transactions(), late);
    await reportPaidThreeWays(late);
    expect((await findOrder(late))?.status).toBe('paid');
    const { db } = await getDatabase();
    expect(await orderStock(db, late)).toMatchObject({ oversold: true, lines: [{ state: 'oversold', quantity: 1 }] });
    expect(await figures()).toMatchObject({ onHand: 0, held: 0, available: 0 });
    const mails = await shopMails('oversold');
    expect(mails.map((mail) => [mail.reference, mail.recipient])).toEqual([[late, 'info@mhv.example']]);
    expect(mails[0].body).toContain('1 x Nkabom Herbal Bitters');
  });

  it('a payment that fails lets the units go at once; a success after it still finds them', async () => {
    await count(1);
    const reference = (await payNow(1)).body.reference as string;
    await settleAndNotify(reference, { kind: 'failed' }, 'webhook');
    expect(await figures()).toMatchObject({ onHand: 1, held: 0, available: 1 });
    paidAtPaystack(transactions(), reference);
    await chargeSuccess(reference);
    expect((await findOrder(reference))?.status).toBe('paid');
    expect((await figures()).ledger).toEqual(['restock 1', 'hold -1', 'release 1', 'sale -1']);
  });

  it('one sale however many report the payment (webhook, browser, reconciliation)', async () => {
    await count(4);
    const reference = (await payNow(3)).body.reference as string;
    paidAtPaystack(transactions(), reference);
    await reportPaidThreeWays(reference);
    await reportPaidThreeWays(reference);
    expect((await findOrder(reference))?.status).toBe('paid');
    expect(await figures()).toMatchObject({ onHand: 1, held: 0, available: 1 });
    expect((await figures()).ledger).toEqual(['restock 4', 'hold -3', 'sale -3']);
  });

  it('mails the shop once when what is available falls to the low-stock mark, not at each sale below it', async () => {
    await count(6, 3);
    await payNow(2);
    expect(await shopMails('low-')).toEqual([]);
    await payNow(1);
    await payNow(1);
    const mails = await shopMails('low-');
    expect(mails.map((mail) => mail.subject)).toEqual(['Low stock: Nkabom Herbal Bitters (3 left)']);
    // Restocked, then falling to the mark again: a new crossing, a new mail.
    await count(10);
    expect((await payNow(3)).status).toBe(200);
    expect((await shopMails('low-')).length).toBe(2);
  });
});
