/** @jest-environment node */
// How a care follow-up ends, against the embedded database: the page of the mail's link only explains and offers the
// button (opening it, as a mail scanner does, deletes nothing); the button's POST deletes the answers, their notes and
// their mail, and says so, and a second press says they were already deleted; an address the link never had says it is
// incomplete; the database out of reach keeps the key so the visitor can press again. And the retention round
// deletes an item past its end, keeping one that is not.
import { renderToStaticMarkup } from 'react-dom/server';
import { eq, sql } from 'drizzle-orm';
import CareDeletePage from '@/app/(site)/care/delete/page';
import * as deleteForm from '@/app/(site)/care/delete/confirm/route';
import { getDatabase } from '@/lib/server/db/connection';
import { inboxItems, inboxNotes } from '@/lib/server/db/inbox-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { queueMail } from '@/lib/server/mail/outbox';
import { addInboxItem, deleteByKey, newInboxKey, type NewInboxItem } from '@/lib/inbox/inbox-store';
import { deleteExpiredCareNow } from '@/lib/inbox/care-retention-round';
import { pgliteBackend } from '../support/order-backends';

// The store as it is, but its deletion can be made to meet a database out of reach once.
jest.mock('@/lib/inbox/inbox-store', () => {
  const actual = jest.requireActual('@/lib/inbox/inbox-store');
  return { ...actual, deleteByKey: jest.fn(actual.deleteByKey) };
});

jest.setTimeout(60_000);

const SITE = 'https://care.mhv.test';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  Object.assign(process.env, { SITE_URL: SITE, RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_BURST: '100000' });
  await pgliteBackend.setUp();
  for (const level of ['info', 'warn', 'error'] as const)
    jest.spyOn(console, level).mockImplementation(() => undefined);
});
afterAll(async () => {
  for (const name of ['SITE_URL', 'RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_BURST']) delete process.env[name];
  await pgliteBackend.tearDown();
});

/** A follow-up as the API stores it, with a staff note and its result mail: answers its id and deletion key. */
async function storeFollowUp(keepUntil = new Date(Date.now() + 180 * DAY), extra: Partial<NewInboxItem> = {}) {
  const { db } = await getDatabase();
  const deleteKey = newInboxKey();
  const id = await addInboxItem(db, {
    kind: 'care',
    name: 'Ama Mensah',
    email: 'ama@example.com',
    phone: null,
    title: 'Lifestyle Assessment',
    body: { assessment: 'lifestyle' },
    keepUntil,
    deleteKey,
    ...extra,
  });
  await db.insert(inboxNotes).values({ itemId: id, authorEmail: 'care@mhv.test', body: 'Called her on Monday.' });
  await queueMail(db, [{ reference: id, kind: 'care-result', recipient: 'ama@example.com', subject: 'S', body: 'B' }]);
  return { id, deleteKey };
}

async function remains(id: string) {
  const { db } = await getDatabase();
  const [items, notes, mails] = await Promise.all([
    db.select().from(inboxItems).where(eq(inboxItems.id, id)),
    db.select().from(inboxNotes).where(eq(inboxNotes.itemId, id)),
    db.select().from(mailOutbox).where(eq(mailOutbox.reference, id)),
  ]);
  return { items: items.length, notes: notes.length, mails: mails.length };
}

async function page(query: Record<string, string>): Promise<string> {
  const element = await CareDeletePage({ searchParams: Promise.resolve(query) });
  return renderToStaticMarkup(element);
}

function press(body: string, contentType = 'application/x-www-form-urlencoded') {
  return deleteForm.POST(
    new Request(`${SITE}/care/delete/confirm`, { method: 'POST', headers: { 'content-type': contentType }, body }),
  );
}

/** Follows the 303 to the page, as a browser does, and answers what it says. */
async function pressAndRead(key: string) {
  const answer = await press(`key=${encodeURIComponent(key)}`);
  expect(answer.status).toBe(303);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const location = new URL(answer.headers.get('location')!, SITE);
  expect(location.pathname).toBe('/care/delete');
  return { location, html: await page(Object.fromEntries(location.searchParams)) };
}

it('opening the link only explains and offers the button: nothing is deleted, by the page or by a GET', async () => {
  const { id, deleteKey } = await storeFollowUp();
  const html = await page({ key: deleteKey });
  expect(html).toContain('Delete my answers');
  expect(html).toMatch(/<form [^>]*action="\/care\/delete\/confirm" method="post">/);
  expect(html).toContain(`name="key" value="${deleteKey}"`);
  expect(html).toContain('your answers, your result, the name, phone number and e-mail address you gave');

  // Next hands a GET to the route's GET export, which refuses it whatever the request.
  const got = await deleteForm.GET();
  expect(got.status).toBe(405);
  expect(await remains(id)).toEqual({ items: 1, notes: 1, mails: 1 });
});

it('the button deletes the answers, their notes and their mail once, and says they were already deleted after', async () => {
  const { id, deleteKey } = await storeFollowUp();
  const other = await storeFollowUp();

  const first = await pressAndRead(deleteKey);
  expect(first.location.search).toBe('?done=deleted');
  expect(first.html).toContain('Your answers are deleted.');
  expect(first.html).not.toContain('Delete my answers');
  expect(await remains(id)).toEqual({ items: 0, notes: 0, mails: 0 });

  const second = await pressAndRead(deleteKey);
  expect(second.location.search).toBe('?done=already');
  expect(second.html).toContain('Your answers were already deleted.');
  // Somebody else's follow-up is untouched.
  expect(await remains(other.id)).toEqual({ items: 1, notes: 1, mails: 1 });
});

it('a link without its key, or with a key no link has, deletes nothing and says the link is incomplete', async () => {
  const { id } = await storeFollowUp();
  expect(await page({})).toContain('This link is incomplete.');
  for (const key of ['', 'short', 'x'.repeat(65), 'not a key at all!']) {
    const { location, html } = await pressAndRead(key);
    expect(location.search).toBe('?done=incomplete');
    expect(html).toContain('This link is incomplete.');
  }
  const unknown = await pressAndRead(newInboxKey());
  expect(unknown.location.search).toBe('?done=already');
  expect(await remains(id)).toEqual({ items: 1, notes: 1, mails: 1 });
});

it('the page says only what it knows: another state in the address shows the button again', async () => {
  const html = await page({ key: 'abcdefghijklmnopqrstuv', done: '<script>alert(1)</script>' });
  expect(html).not.toContain('<script>');
  expect(html).toContain('Delete my answers');
});

it('refuses a press that is not a form (415), and with the database out of reach keeps the key to press again', async () => {
  const { id, deleteKey } = await storeFollowUp();
  expect((await press(JSON.stringify({ key: deleteKey }), 'application/json')).status).toBe(415);

  jest.mocked(deleteByKey).mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
  const { location, html } = await pressAndRead(deleteKey);
  expect(Object.fromEntries(location.searchParams)).toEqual({ done: 'unavailable', key: deleteKey });
  expect(html).toContain('could not be deleted just now');
  expect(html).toContain('Delete my answers');
  expect(await remains(id)).toEqual({ items: 1, notes: 1, mails: 1 });
});

it('the retention round deletes an item past its end with its notes and mail, and keeps a fresh one', async () => {
  const { db } = await getDatabase();
  await db.execute(sql`delete from inbox_items`);
  const expired = await storeFollowUp(new Date(Date.now() - 60_000));
  const fresh = await storeFollowUp(new Date(Date.now() + DAY));
  const message = await addInboxItem(db, {
    kind: 'message',
    name: 'Kofi',
    email: 'kofi@example.com',
    phone: null,
    title: 'Opening hours',
    body: {},
  });

  expect(await deleteExpiredCareNow()).toBe(1);
  expect(await remains(expired.id)).toEqual({ items: 0, notes: 0, mails: 0 });
  expect(await remains(fresh.id)).toEqual({ items: 1, notes: 1, mails: 1 });
  expect(await remains(message)).toMatchObject({ items: 1 });
  expect(await deleteExpiredCareNow()).toBe(0);
});
