/** @jest-environment node */
// Who reads what in the staff inbox, as Next calls its pages and form posts, against PGlite. A care follow-up is health
// data: the care centre's account and the owner read it, and each opening is in the activity log; a staff account
// never sees it listed, gets a 404 at its address and for its forms, also when it replays the care account's very
// form with its own cookie. The care account reads messages but nothing of the shop. Nobody without a session reads
// anything.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { and, eq } from 'drizzle-orm';
import InboxPage from '@/app/(console)/staff/inbox/page';
import InboxItemPage from '@/app/(console)/staff/inbox/[id]/page';
import OrdersPage from '@/app/(console)/staff/page';
import BookingsPage from '@/app/(console)/staff/bookings/page';
import CataloguePage from '@/app/(console)/staff/catalogue/page';
import { ordersCsvDownload } from '@/lib/console/csv-download';
import { consoleActionNamed } from '@/lib/console/actions/action-table';
import { addInboxItem, countNewInbox } from '@/lib/inbox/inbox-store';
import { getDatabase } from '@/lib/server/db/connection';
import { inboxItems, inboxNotes } from '@/lib/server/db/inbox-schema';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { accountsOnPglite, consoleFormRequest } from '../support/staff-cookie';

let requestHeaders = new Headers();
jest.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined }),
}));

jest.setTimeout(60_000);
const cookies = accountsOnPglite(['owner', 'staff', 'care'] as const);
type Who = keyof typeof cookies | null;
const ids = { care: '', message: '', application: '' };

beforeAll(async () => {
  const { db } = await getDatabase();
  const contact = { name: 'Esi Owusu', email: 'esi@example.com', phone: '0244000999' };
  ids.care = await addInboxItem(db, {
    kind: 'care',
    ...contact,
    title: 'Stressors assessment',
    body: { assessment: 'stressors' },
    keepUntil: new Date(Date.now() + 86_400_000),
    deleteKey: 'a-deletion-key-of-the-test',
  });
  ids.message = await addInboxItem(db, {
    kind: 'message',
    name: null,
    email: 'kwame@example.com',
    phone: null,
    title: 'Festival dates',
    body: { subject: 'Festival dates', message: 'When is Akwasidae?' },
  });
  ids.application = await addInboxItem(db, {
    kind: 'application',
    ...contact,
    title: 'Esi Herbal Shop',
    body: { companyName: 'Esi Herbal Shop' },
  });
});

/** What a page's server code does for this visitor: its HTML, or Next's redirect, 403 or 404 (by its digest). */
async function open(draw: () => Promise<unknown>, who: Who): Promise<string> {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
  requestHeaders = new Headers({ host: 'localhost:3000', ...(who ? { cookie: cookies[who] } : {}) });
  try {
    return renderToStaticMarkup((await draw()) as ReactElement);
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error);
  }
}
const list = () => InboxPage({ searchParams: Promise.resolve({}) });
const item = (id: string) => () =>
  InboxItemPage({ params: Promise.resolve({ id }), searchParams: Promise.resolve({}) });
const post = (action: string, fields: Record<string, string>, who: Who) =>
  consoleActionNamed(action)!.POST(
    consoleFormRequest(action, new URLSearchParams(fields).toString(), who ? cookies[who] : undefined),
  );
const careOpenings = async () => {
  const { db } = await getDatabase();
  return db
    .select()
    .from(staffActivity)
    .where(and(eq(staffActivity.action, 'care_opened'), eq(staffActivity.reference, ids.care)));
};
const notesOf = async (id: string) => {
  const { db } = await getDatabase();
  return db.select().from(inboxNotes).where(eq(inboxNotes.itemId, id));
};

it('sends a visitor without a session to the sign-in, and refuses its forms (401)', async () => {
  expect(await open(list, null)).toMatch(/^NEXT_REDIRECT;.*\/staff\/sign-in\?next=%2Fstaff%2Finbox/);
  expect(await open(item(ids.care), null)).toMatch(/^NEXT_REDIRECT;.*\/staff\/sign-in/);
  expect((await post('inbox-note', { id: ids.care, body: 'Called her' }, null)).status).toBe(401);
  expect((await post('inbox-state', { id: ids.care, state: 'done' }, null)).status).toBe(401);
  expect(await notesOf(ids.care)).toEqual([]);
});

it('lists a care follow-up for the care account and the owner only; each opening is logged', async () => {
  expect(await open(list, 'care')).toContain('Stressors assessment');
  expect(await open(list, 'owner')).toContain('Stressors assessment');
  const staffList = await open(list, 'staff');
  expect(staffList).toContain('Festival dates');
  expect(staffList).not.toContain('Stressors assessment');
  const { db } = await getDatabase();
  expect(await countNewInbox(db, 'staff')).toBe(2);
  expect(await countNewInbox(db, 'care')).toBe(2);
  expect(await countNewInbox(db, 'owner')).toBe(3);

  expect(await careOpenings()).toEqual([]);
  const page = await open(item(ids.care), 'care');
  expect(page).toContain('Esi Owusu');
  expect(page).toContain('Reply by e-mail');
  expect(page).toContain('href="https://wa.me/233244000999');
  expect((await careOpenings()).map((entry) => entry.actorEmail)).toEqual(['care@example.org']);
  await open(item(ids.care), 'owner');
  expect((await careOpenings()).map((entry) => entry.actorEmail)).toEqual(['care@example.org', 'owner@example.org']);
});

it('answers a staff account 404 at a care follow-up’s address and for its forms, also replaying the care account’s', async () => {
  expect(await open(item(ids.care), 'staff')).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  expect(await careOpenings()).toHaveLength(2);
  const form = { id: ids.care, body: 'Called her, she is coming on Monday' };
  const byCare = await post('inbox-note', form, 'care');
  expect(byCare.status).toBe(303);
  const replayed = await post('inbox-note', form, 'staff');
  expect(replayed.status).toBe(404);
  expect((await notesOf(ids.care)).map((note) => note.authorEmail)).toEqual(['care@example.org']);
  expect((await post('inbox-state', { id: ids.care, state: 'done' }, 'staff')).status).toBe(404);
  const { db } = await getDatabase();
  const [care] = await db.select().from(inboxItems).where(eq(inboxItems.id, ids.care));
  expect(care.state).toBe('new');
  // The care account marks it done; the count beside 'Inbox' goes down for it.
  expect((await post('inbox-state', { id: ids.care, state: 'done' }, 'care')).status).toBe(303);
  expect(await countNewInbox(db, 'care')).toBe(1);
});

it('answers the care account 404 on an application, and keeps it out of the shop', async () => {
  expect(await open(item(ids.application), 'care')).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  expect(await open(item(ids.application), 'staff')).toContain('Esi Herbal Shop');
  expect((await post('inbox-note', { id: ids.application, body: 'Looks fine' }, 'care')).status).toBe(404);
  // The console's first page sends the care account on to the inbox; the shop's pages are 403.
  expect(await open(() => OrdersPage({ searchParams: Promise.resolve({}) }), 'care')).toMatch(
    /^NEXT_REDIRECT;.*;\/staff\/inbox;/,
  );
  expect(await open(() => BookingsPage({ searchParams: Promise.resolve({}) }), 'care')).toBe(
    'NEXT_HTTP_ERROR_FALLBACK;403',
  );
  expect(await open(() => CataloguePage({ searchParams: Promise.resolve({}) }), 'care')).toBe(
    'NEXT_HTTP_ERROR_FALLBACK;403',
  );
  const csv = await ordersCsvDownload(
    new Request('http://localhost:3000/staff/orders.csv', {
      headers: { host: 'localhost:3000', cookie: cookies.care },
    }),
  );
  expect(csv.status).toBe(403);
  for (const [action, fields] of [
    ['fulfil', { reference: 'MHV-X', from: 'new', to: 'preparing' }],
    ['note', { reference: 'MHV-X', body: 'x' }],
    ['add-staff', { email: 'someone@example.org', role: 'care' }],
    ['booking-mark', { reference: 'MHB-X', mark: 'attended' }],
  ] as const)
    expect([action, (await post(action, fields, 'care')).status]).toEqual([action, 403]);
  // Its own account stays its own: the account page draws.
  expect(await open(list, 'care')).toContain('href="/staff/account"');
  expect(await open(list, 'care')).not.toContain('href="/staff/bookings"');
});

it('deletes a care follow-up when its visitor asks: the care account may, a staff account gets a 404', async () => {
  expect((await post('inbox-delete-care', { id: ids.care }, 'staff')).status).toBe(404);
  expect((await post('inbox-delete-care', { id: ids.message }, 'care')).status).toBe(404);
  const { db } = await getDatabase();
  expect(await db.select().from(inboxItems).where(eq(inboxItems.id, ids.care))).toHaveLength(1);
  const deleted = await post('inbox-delete-care', { id: ids.care }, 'care');
  expect(deleted.status).toBe(303);
  expect(await db.select().from(inboxItems).where(eq(inboxItems.id, ids.care))).toEqual([]);
  expect(await notesOf(ids.care)).toEqual([]);
  expect(await open(item(ids.care), 'care')).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
  expect((await post('inbox-delete-care', { id: ids.care }, 'care')).status).toBe(404);
});
