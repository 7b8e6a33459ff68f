/** @jest-environment node */
// Setting a product's count from the console: any staff account may (counting the shelf is not the owner's alone),
// a visitor without a session may not, and a count that is not a whole number changes nothing.
import { getDatabase } from '@/lib/server/db/connection';
import { listActivity } from '@/lib/server/audit/activity-log';
import { stockAction } from '@/lib/console/actions/stock';
import { refundAction } from '@/lib/console/actions/refunds';
import { figures } from '../support/stock-shop';
import { consoleFormRequest, ownerAndStaffOnPglite } from '../support/staff-cookie';

jest.setTimeout(60_000);
jest.mock('@/content/products', () => ({ products: jest.requireActual('../support/test-catalogue').testProducts }));
const cookies: Record<string, string> = ownerAndStaffOnPglite();

const post = (fields: Record<string, string>, cookie?: string) =>
  consoleFormRequest('stock-save', new URLSearchParams(fields).toString(), cookie);

it('refuses a visitor without a session, and changes nothing', async () => {
  const response = await stockAction.POST(post({ id: '1', stock: '12' }));
  expect(response.status).toBe(401);
  expect(await figures()).toMatchObject({ onHand: null, ledger: [] });
});

it('lets a staff account set the count, with a restock line in the ledger and the activity log', async () => {
  // The low-stock mark is the owner's: a staff form that carries it is refused whole.
  const withMark = await stockAction.POST(post({ id: '1', stock: '12', lowThreshold: '4' }, cookies.staff));
  expect(withMark.status).toBe(403);
  expect(await figures()).toMatchObject({ onHand: null, ledger: [] });
  const response = await stockAction.POST(post({ id: '1', stock: '12', note: 'Delivery' }, cookies.staff));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toMatch(/^\/staff\/catalogue\/products\/1\?/);
  expect(await figures()).toMatchObject({ onHand: 12, available: 12, ledger: ['restock 12'] });
  const down = await stockAction.POST(post({ id: '1', stock: '10' }, cookies.staff));
  expect(down.status).toBe(303);
  expect((await figures()).ledger).toEqual(['restock 12', 'correction -2']);
  const { db } = await getDatabase();
  const [entry] = await listActivity(db, 1);
  expect(entry).toMatchObject({ action: 'stock_set', actorEmail: 'staff@example.org', reference: 'product 1' });
  const marked = await stockAction.POST(post({ id: '1', stock: '10', lowThreshold: '4' }, cookies.owner));
  expect(marked.status).toBe(303);
  expect(await figures()).toMatchObject({ onHand: 10, lowThreshold: 4 });
  const uncounted = await stockAction.POST(post({ id: '1', stock: '' }, cookies.owner));
  expect(uncounted.status).toBe(303);
  expect(await figures()).toMatchObject({ onHand: null, available: null });
});

it.each(['-1', '2.5', 'ten'])('keeps the count as it was for %p', async (typed) => {
  await stockAction.POST(post({ id: '1', stock: '7' }, cookies.staff));
  const response = await stockAction.POST(post({ id: '1', stock: typed }, cookies.staff));
  expect(response.status).toBe(303);
  expect(await figures()).toMatchObject({ onHand: 7 });
});

it("takes 'Put back in stock' on a refund from the owner only", async () => {
  const fields = { reference: 'MHV-1', amount: '5', reason: 'Broken', requestKey: crypto.randomUUID(), restock: 'on' };
  const asStaff = await refundAction.POST(post(fields, cookies.staff));
  expect(asStaff.status).toBe(403);
  const asOwner = await refundAction.POST(post(fields, cookies.owner));
  expect(asOwner.status).toBe(303);
  const odd = await refundAction.POST(post({ ...fields, restock: 'yes' }, cookies.owner));
  expect(odd.status).toBe(400);
});
