/** @jest-environment node */
// The owner's answer to directory applications, posted from the console as a browser posts its forms, against PGlite
// and sharp for real. Approved, an application with a phone camera's photo becomes a listing of the directory (the
// pages told to refresh, as after any catalogue change), whose served photo files are upright and carry no EXIF or
// GPS; declined, the applicant's one mail carries the reason. A second press changes nothing and mails nothing more;
// the database failing mid-way keeps nothing of the decision. Only the owner may decide: a staff or care-centre
// account is refused (403), and so is a visitor without a session (401).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as photoFile } from '@/app/photos/[file]/route';
import { ApplicationBody } from '@/components/console/inbox/application-body';
import { DirectoryCard } from '@/components/directory/directory-card';
import { directoryApplicationBody } from '@/content/schema/directory-application';
import { shownEntries } from '@/lib/catalogue/catalogue-store';
import { takeDirectoryApplication } from '@/lib/catalogue/directory/directory-application';
import { consoleActionNamed } from '@/lib/console/actions/action-table';
import { getDatabase } from '@/lib/server/db/connection';
import { pageRefreshes } from '@/lib/server/db/catalogue-schema';
import { inboxItems } from '@/lib/server/db/inbox-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { staffActivity } from '@/lib/server/db/staff-schema';
import { queueMail } from '@/lib/server/mail/outbox';
import { makePhonePhoto } from '../support/make-photo.mjs';
import { accountsOnPglite, consoleFormRequest } from '../support/staff-cookie';

// The outbox as it is, but its queueing can be made to fail once: the database dropping mid-transaction.
jest.mock('@/lib/server/mail/outbox', () => {
  const actual = jest.requireActual('@/lib/server/mail/outbox');
  return { ...actual, queueMail: jest.fn(actual.queueMail) };
});
// The outbox is what is asserted; sending it is the mail suites' subject.
jest.mock('@/lib/server/mail/deliver', () => ({ deliverQueuedMailSoon: () => undefined }));

jest.setTimeout(120_000);
const cookies = accountsOnPglite(['owner', 'staff', 'care'] as const);
const folder = mkdtempSync(path.join(tmpdir(), 'mhv-decide-'));
let phonePhoto: Buffer;
let applicant = 0;

beforeAll(async () => {
  phonePhoto = await makePhonePhoto(path.join(folder, 'camera.jpg'));
}, 180_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** An application as the form sends it, kept through the route's own code; its inbox item's id. */
async function applied(companyName: string, applicantEmail = 'kofi@example.com'): Promise<string> {
  applicant += 1;
  const fields = {
    companyName,
    shortDescription: 'Carved stools and drums, made to order.',
    briefDescription: 'A family workshop on the Aburi road.\nVisitors welcome every day but Sunday.',
    location: 'Aburi, Eastern Region',
    phone: '+233 24 000 0150',
    email: '',
    website: 'https://carvers.example',
    applicantName: 'Kofi Asante',
    applicantPhone: '024 000 0151',
    applicantEmail,
  };
  const outcome = await takeDirectoryApplication({ fields, photo: phonePhoto }, `10.7.0.${applicant}`);
  expect(outcome).toEqual({ kind: 'sent' });
  const { db } = await getDatabase();
  const [item] = await db.select().from(inboxItems).where(eq(inboxItems.title, companyName));
  return item.id;
}

type Who = 'owner' | 'staff' | 'care' | null;
function decide(action: 'inbox-approve' | 'inbox-decline', fields: Record<string, string>, who: Who = 'owner') {
  const request = consoleFormRequest(action, new URLSearchParams(fields).toString(), who ? cookies[who] : undefined);
  return consoleActionNamed(action)!.POST(request);
}

async function itemOf(id: string) {
  const { db } = await getDatabase();
  const [item] = await db.select().from(inboxItems).where(eq(inboxItems.id, id));
  return { ...item, body: directoryApplicationBody.parse(item.body) };
}
async function mailsAbout(id: string) {
  const { db } = await getDatabase();
  return db.select().from(mailOutbox).where(eq(mailOutbox.reference, id));
}
async function listingNamed(companyName: string) {
  const { db } = await getDatabase();
  return (await shownEntries(db, 'listing')).filter((listing) => listing.companyName === companyName);
}
/** What the page a decision leads back to will show (the console's form result, in its cookie). */
const sentBackTo = (response: Response) => new URL(response.headers.get('location')!, 'http://localhost').pathname;

/** Every photo file the directory's card for `src` offers a browser, as GET /photos/<file> serves it. */
async function servedFiles(src: string, companyName: string) {
  const listing = (await listingNamed(companyName))[0];
  const markup = renderToStaticMarkup(createElement(DirectoryCard, { listing }));
  const urls = new Set([...markup.matchAll(/\/photos\/[0-9a-f]{16}-[0-9x]+\.(?:avif|webp|jpg|png)/g)].map((m) => m[0]));
  expect(urls.size).toBeGreaterThan(2);
  // Every one a copy of the application's photo.
  const hash = /\/photos\/([0-9a-f]{16})-/.exec(src)![1];
  for (const url of urls) expect(url).toContain(hash);
  return Promise.all(
    [...urls].map(async (url) => {
      const file = url.slice('/photos/'.length);
      const response = await photoFile(new Request(`http://localhost${url}`), { params: Promise.resolve({ file }) });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    }),
  );
}

it('approved by the owner, becomes a listing with its photo upright and without EXIF; the applicant is mailed once', async () => {
  const id = await applied('Aburi Carvers');
  const { db } = await getDatabase();
  const [lastRefresh] = await db.select().from(pageRefreshes).orderBy(desc(pageRefreshes.id)).limit(1);

  const response = await decide('inbox-approve', { id });
  expect(response.status).toBe(303);
  expect(sentBackTo(response)).toBe(`/staff/inbox/${id}`);

  const [listing] = await listingNamed('Aburi Carvers');
  const item = await itemOf(id);
  expect(listing).toMatchObject({
    image: item.body.photo,
    contactDetails: { phone: '+233 24 000 0150', email: null },
    website: 'https://carvers.example',
    companyRatings: null,
  });
  expect(item).toMatchObject({ state: 'done', doneBy: 'owner@example.org' });
  expect(item.body.decision).toMatchObject({ outcome: 'approved', by: 'owner@example.org', reason: null });
  expect(item.body.decision!.listingId).toEqual(expect.any(Number));
  // The directory's pages are told to refresh, as after any catalogue change.
  const refreshes = await db.select().from(pageRefreshes).orderBy(desc(pageRefreshes.id)).limit(5);
  expect(refreshes.filter((row) => row.id > (lastRefresh?.id ?? 0)).flatMap((row) => row.tags)).toContain(
    '_N_T_/(site)/directory/layout',
  );

  const mails = await mailsAbout(id);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ kind: 'application-approved', recipient: 'kofi@example.com' });
  expect(mails[0].body).toContain('Aburi Carvers is now listed');
  const logged = await db
    .select()
    .from(staffActivity)
    .where(and(eq(staffActivity.reference, id), eq(staffActivity.action, 'application_approved')));
  expect(logged).toHaveLength(1);

  // Upright (the camera's 4000 x 3000 held sideways) and without any of the camera's details, in every copy served.
  for (const bytes of await servedFiles(listing.image, 'Aburi Carvers')) {
    const metadata = await sharp(bytes).metadata();
    expect(metadata.width!).toBeLessThan(metadata.height!);
    for (const field of ['exif', 'xmp', 'orientation'] as const) expect(metadata[field]).toBeUndefined();
    for (const marker of ['Exif\0\0', 'GPSLatitude', 'PhoneCo']) expect(bytes.includes(marker)).toBe(false);
  }
});

it('approved twice (a double press), lists once and mails once; a decline after it is refused too', async () => {
  const id = await applied('Double Press Drums');
  expect((await decide('inbox-approve', { id })).status).toBe(303);
  const decided = await itemOf(id);
  for (const again of [decide('inbox-approve', { id }), decide('inbox-decline', { id, reason: 'Changed my mind.' })]) {
    const response = await again;
    expect(response.status).toBe(303);
    // Sent back with the sentence, in the form result the item's page shows.
    expect(response.headers.get('set-cookie')).toContain('mhv-staff-form=');
  }
  expect(await listingNamed('Double Press Drums')).toHaveLength(1);
  expect(await mailsAbout(id)).toHaveLength(1);
  expect((await itemOf(id)).body.decision).toEqual(decided.body.decision);
});

it('declined with a reason: nothing is listed, and the applicant’s one mail carries the reason', async () => {
  const id = await applied('Elsewhere Trading');
  const empty = await decide('inbox-decline', { id, reason: '   ' });
  expect(empty.status).toBe(400);
  expect(await mailsAbout(id)).toEqual([]);

  const reason = 'We list businesses of our members only; join the community first.';
  expect((await decide('inbox-decline', { id, reason })).status).toBe(303);
  expect((await decide('inbox-decline', { id, reason: 'Again.' })).status).toBe(303);
  const item = await itemOf(id);
  expect(item.state).toBe('done');
  expect(item.body.decision).toMatchObject({ outcome: 'declined', reason, listingId: null });
  expect(await listingNamed('Elsewhere Trading')).toEqual([]);
  const mails = await mailsAbout(id);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ kind: 'application-declined', recipient: 'kofi@example.com' });
  expect(mails[0].body).toContain(reason);
});

it('keeps nothing of an approval when the database fails before its mail is queued', async () => {
  const id = await applied('Half Way Crafts');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(queueMail).mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
  const response = await decide('inbox-approve', { id });
  expect(response.status).toBe(503);
  expect(await listingNamed('Half Way Crafts')).toEqual([]);
  const item = await itemOf(id);
  expect([item.state, item.body.decision]).toEqual(['new', undefined]);
  expect(await mailsAbout(id)).toEqual([]);
});

it('refuses a staff account, a care-centre account and a visitor without a session on both actions', async () => {
  const id = await applied('Not Yours To Judge');
  const cases: [Who, number][] = [
    ['staff', 403],
    ['care', 403],
    [null, 401],
  ];
  for (const [who, status] of cases) {
    expect((await decide('inbox-approve', { id }, who)).status).toBe(status);
    expect((await decide('inbox-decline', { id, reason: 'No.' }, who)).status).toBe(status);
  }
  const item = await itemOf(id);
  expect([item.state, item.body.decision]).toEqual(['new', undefined]);
  expect(await listingNamed('Not Yours To Judge')).toEqual([]);
  expect(await mailsAbout(id)).toEqual([]);
});

it('shows the owner the listing as it would appear and the two forms, then the decision in their place', async () => {
  const id = await applied('Shown Before Listing');
  const { db } = await getDatabase();
  const row = async () => (await db.select().from(inboxItems).where(eq(inboxItems.id, id)))[0];
  const view = async (owner: boolean) =>
    renderToStaticMarkup(createElement(ApplicationBody, { item: await row(), owner }));
  const undecided = await view(true);
  expect(undecided).toContain('Shown Before Listing');
  expect(undecided).toContain(`srcSet="/photos/`);
  expect(undecided).toContain('action="/staff/actions/inbox-approve"');
  expect(undecided).toContain('Approve and list');
  expect(undecided).toMatch(/<textarea[^>]*name="reason"[^>]*required/);
  expect(undecided).toContain('action="/staff/actions/inbox-decline"');
  const forStaff = await view(false);
  expect(forStaff).not.toContain('/staff/actions/inbox-');
  expect(forStaff).toContain('Only the owner can approve or decline');

  await decide('inbox-decline', { id, reason: 'Too far from our community.' });
  const decided = await view(true);
  expect(decided).not.toContain('/staff/actions/inbox-');
  expect(decided).toContain('Declined by owner@example.org');
  expect(decided).toContain('Too far from our community.');
});

it('answers an id that is no application as one that does not exist', async () => {
  expect((await decide('inbox-approve', { id: 'AAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(404);
});
