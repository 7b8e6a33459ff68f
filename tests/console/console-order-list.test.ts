/** @jest-environment node */
// The console's order book on both databases: search by a phone written any way, an e-mail, a reference or a name;
// filters by payment status, fulfilment step and day; the count and total of what the filter holds; pages.
import { getDatabase } from '@/lib/server/db/connection';
import { moveFulfilment } from '@/lib/shop/orders/fulfilment';
import { recordOrder, settleOrder } from '@/lib/shop/orders/order-book';
import { ORDERS_PER_PAGE } from '@/lib/console/console-limits';
import { consoleErrors } from '@/lib/console/console-messages';
import { dayIgnored, orderPage, readListQuery } from '@/lib/console/order-list';
import { backends, sampleOrder } from '../support/order-backends';

jest.setTimeout(120_000);

const today = new Date().toISOString().slice(0, 10);
const list = async (query: Record<string, string>) => orderPage((await getDatabase()).db, readListQuery(query));
const references = async (query: Record<string, string>) => (await list(query)).orders.map((order) => order.reference);

describe.each(backends)('the order list on $name', (backend) => {
  beforeAll(async () => {
    await backend.setUp();
    const buyer = (name: string, phone: string, email: string) => ({ name, phone, email });
    await recordOrder({ ...sampleOrder('L-AMA-1'), customer: buyer('Ama Serwaa', '024 412 3456', 'ama@example.com') });
    const placed = await recordOrder({
      ...sampleOrder('L-KOFI-2', 20_000),
      customer: buyer('Kofi Boateng', '+233 20 111 2222', 'kofi@mail.example'),
    });
    await settleOrder('L-KOFI-2', { kind: 'success', amount: placed.amount, currency: 'GHS' }, 'webhook');
    await moveFulfilment(
      (await getDatabase()).db,
      { id: 'u', email: 'staff@example.com', address: null },
      {
        reference: 'L-KOFI-2',
        from: 'new',
        to: 'preparing',
      },
    );
    await recordOrder({ ...sampleOrder('L-100%_X'), customer: buyer('Efua 100%', '0501234567', 'efua@example.com') });
    for (let i = 0; i < ORDERS_PER_PAGE + 3; i++) await recordOrder({ ...sampleOrder(`L-BULK-${i}`, 1_000) });
  });
  afterAll(() => backend.tearDown());

  it.each(['024 412 3456', '0244123456', '+233 24 412 3456', '233244123456', '244123456'])(
    'finds the buyer who calls from %s',
    async (typed) => expect(await references({ q: typed })).toEqual(['L-AMA-1']),
  );

  it('finds by e-mail, by reference (any case) and by part of a name', async () => {
    expect(await references({ q: 'KOFI@mail' })).toEqual(['L-KOFI-2']);
    expect(await references({ q: 'l-kofi' })).toEqual(['L-KOFI-2']);
    expect(await references({ q: 'serwaa' })).toEqual(['L-AMA-1']);
    // A % or _ typed is a character to find, not a wildcard.
    expect(await references({ q: 'l-100%_' })).toEqual(['L-100%_X']);
    expect(await references({ q: 'L-100__' })).toEqual([]);
    expect(await references({ q: 'efua 100%' })).toEqual(['L-100%_X']);
    expect(await references({ q: 'efua 1000' })).toEqual([]);
    expect(await references({ q: 'no such buyer' })).toEqual([]);
  });

  it('filters by payment status, fulfilment step and day, with the count and total of what it holds', async () => {
    const paid = await list({ status: 'paid' });
    expect(paid.orders.map((order) => order.reference)).toEqual(['L-KOFI-2']);
    expect([paid.count, paid.total]).toEqual([1, 20_000]);
    expect(await references({ step: 'preparing' })).toEqual(['L-KOFI-2']);
    expect((await list({ from: today, to: today })).count).toBe(ORDERS_PER_PAGE + 6);
    expect((await list({ to: '2000-01-01' })).count).toBe(0);
  });

  it('pages newest first, and ignores what it cannot read', async () => {
    const first = await list({});
    expect(first.orders).toHaveLength(ORDERS_PER_PAGE);
    expect(first.orders[0].reference).toBe(`L-BULK-${ORDERS_PER_PAGE + 2}`);
    expect(first.pages).toBe(2);
    const second = await list({ page: '2' });
    expect(second.orders.map((order) => order.reference).at(-1)).toBe('L-AMA-1');
    expect((await list({ page: '99' })).page).toBe(2);
    const odd = await list({ status: 'shipped', step: 'x', from: '31/01/2026', page: '-3' });
    expect(odd.count).toBe(ORDERS_PER_PAGE + 6);
  });

  it('never reads a day past the end of its month as a day of the next month', async () => {
    // 31 February 2999 is not 3 March, and 30 February 2000 is not 1 March: neither day limits the list.
    expect((await list({ from: '2999-02-31' })).count).toBe(ORDERS_PER_PAGE + 6);
    expect((await list({ to: '2000-02-30' })).count).toBe(ORDERS_PER_PAGE + 6);
    expect((await list({ from: today, to: '2026-04-31' })).count).toBe(ORDERS_PER_PAGE + 6);
  });
});

it('tells the staff when a day in the address was left out of the filter, and only then', () => {
  const told = (params: Record<string, string>) => dayIgnored(params, readListQuery(params));
  expect(told({ from: '2026-02-31' })).toBe(true);
  expect(told({ from: '2026-02-01', to: '2026-02-29' })).toBe(true);
  expect(told({ to: 'yesterday' })).toBe(true);
  expect(told({ from: '2026-02-01', to: '2026-02-28' })).toBe(false);
  expect(told({ from: '', to: '', q: 'ama' })).toBe(false);
  expect(consoleErrors.badDay).toBe(
    'A day in the filter is not a date of the calendar (such as 31 February), so the list is not limited by it. Choose the day again.',
  );
});
