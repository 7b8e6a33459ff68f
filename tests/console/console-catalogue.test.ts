/** @jest-environment node */
// The catalogue's forms in the console, posted as Next posts them, against PGlite: who may change what (checked on
// the server, whatever the form offered), every refusal naming its field with the typed words kept, two people
// saving the same product, photos that come with a form, and the activity log's before and after.
import { products } from '@/content/products';
import { PRICE_RANGE, PRODUCT_CATEGORIES } from '@/content/schema/rules';
import { getEntry } from '@/lib/catalogue/catalogue-store';
import { getDatabase } from '@/lib/server/db/connection';
import { listActivity } from '@/lib/server/audit/activity-log';
import { archiveAction, moveAction } from '@/lib/console/actions/catalogue-order';
import {
  saveListingAction,
  savePersonAction,
  saveProductAction,
  saveVideoAction,
} from '@/lib/console/actions/catalogue-save';
import { catalogueChanges } from '@/lib/console/catalogue/activity-changes';
import { categoryField } from '@/lib/console/catalogue/product-form';
import { decodeFormResult, RESULT_PARAM } from '@/lib/console/form-result';
import { MAX_PHOTO_BYTES, PhotoRefused } from '@/lib/images/uploaded-photos';
import { ownerAndStaffOnPglite } from '../support/staff-cookie';

// The photo pipeline is its own module with its own tests: here it stores a picture the site has, or refuses.
jest.mock('@/lib/images/uploaded-photos', () => {
  const actual = jest.requireActual('@/lib/images/uploaded-photos');
  return {
    ...actual,
    storePhoto: jest.fn(async (_db: unknown, bytes: Uint8Array) => {
      if (bytes[0] === 0) throw new actual.PhotoRefused(415, 'This file is not a photo.');
      return { src: '/products/baobab-powder.svg', width: 400, height: 400 };
    }),
  };
});

jest.setTimeout(60_000);
const ORIGIN = 'http://localhost:3000';
const cookies: Record<string, string> = ownerAndStaffOnPglite();
type Action = { POST(request: Request): Promise<Response> };

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/staff/actions/x`, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: ORIGIN, ...headers },
    body,
  });
}
const form = (fields: Record<string, string>, who?: 'owner' | 'staff') =>
  post(new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...(who ? { cookie: cookies[who] } : {}),
  });
const send = (action: Action, fields: Record<string, string>, who?: 'owner' | 'staff') =>
  action.POST(form(fields, who));
const error = async (response: Response) => ((await response.json()) as { error: string }).error;

/** Where the answer sends the browser, and what the page there shows (the form's result). */
async function outcome(response: Response) {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, ORIGIN);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0].split('=').slice(1).join('=');
  const result = await decodeFormResult(cookie, location.searchParams.get(RESULT_PARAM)!);
  return { path: location.pathname, ...result };
}

const product = async (id: number) => (await getEntry((await getDatabase()).db, 'product', id))!;
// The seed's first product for sale, whose form these tests send, and another product of the seed to archive.
const seeded = products.find((entry) => entry.stock_status === 'In Stock')!;
const other = products.find((entry) => entry.id !== seeded.id)!;
const seededPage = `/staff/catalogue/products/${seeded.id}`;
/** A price the owner may set in place of the seed's: 2.50 more, or less when that is beyond the highest. */
const newPrice = seeded.price + 2.5 <= PRICE_RANGE.max ? seeded.price + 2.5 : seeded.price - 2.5;
/** A price as the console writes it. */
const cedis = (amount: number) => amount.toFixed(2);
/** The boxes of the seeded product's categories, each ticked ('on') or not (''). */
const categoryBoxes = (ticked: 'on' | '') =>
  Object.fromEntries(
    seeded.categories.map((name) => [categoryField((PRODUCT_CATEGORIES as readonly string[]).indexOf(name)), ticked]),
  );
/** The seeded product's form as its page fills it in; '' unticks a box. */
async function productForm(more: Record<string, string> = {}) {
  const entry = await product(seeded.id);
  const fields: Record<string, string> = {
    id: String(seeded.id),
    version: String(entry.version),
    name: entry.data.name,
    description: entry.data.description,
    ...categoryBoxes('on'),
    forSale: 'on',
    ...more,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
}

it('refuses a visitor without a session (401) on every catalogue form', async () => {
  const actions: Action[] = [saveProductAction, saveVideoAction, saveListingAction, savePersonAction];
  for (const action of [...actions, archiveAction, moveAction])
    expect((await send(action, { kind: 'video', id: '1', direction: 'up', archived: 'true' })).status).toBe(401);
});

it("keeps the owner's changes for the owner (403 for staff), however the staff post is made", async () => {
  // A staff form never sends the price; one that does, forged or replayed from the owner's form, is refused.
  const forged = await send(saveProductAction, await productForm({ price: '10.00' }), 'staff');
  expect([forged.status, await error(forged)]).toEqual([403, 'Only the owner can do this.']);
  expect((await product(seeded.id)).data.price).toBe(seeded.price);
  const adding = await send(saveProductAction, { name: 'x', description: 'y', price: '10' }, 'staff');
  expect(adding.status).toBe(403);
  const listing = { companyName: 'x', shortDescription: 'x', briefDescription: 'x', location: 'x' };
  const empty = { phone: '', email: '', website: '', rating: '', ratings: '' };
  expect((await send(saveListingAction, { ...listing, ...empty }, 'staff')).status).toBe(403);
  expect((await send(savePersonAction, { name: 'x', role: 'Priest' }, 'staff')).status).toBe(403);
  const archive = { kind: 'product', id: String(seeded.id), archived: 'true' };
  expect((await send(archiveAction, archive, 'staff')).status).toBe(403);
  expect((await send(moveAction, { kind: 'person', id: '1', direction: 'down' }, 'staff')).status).toBe(403);
  expect((await product(seeded.id)).archived).toBe(false);
});

it('lets staff pause a product and change its words, and says what changed', async () => {
  const paused = await outcome(await send(saveProductAction, await productForm({ forSale: '' }), 'staff'));
  expect(paused.path).toBe(seededPage);
  expect(paused.notice).toBe('Saved: For sale For sale → Paused');
  expect((await product(seeded.id)).data.stock_status).toBe('Out of Stock');
  const resumed = await outcome(await send(saveProductAction, await productForm(), 'staff'));
  expect(resumed.notice).toBe('Saved: For sale Paused → For sale');
});

it('changes a price for the owner, and the activity log shows it before and after', async () => {
  const saved = await outcome(await send(saveProductAction, await productForm({ price: cedis(newPrice) }), 'owner'));
  expect(saved.notice).toBe(`Saved: Price (GHS) ${cedis(seeded.price)} → ${cedis(newPrice)}`);
  expect((await product(seeded.id)).data.price).toBe(newPrice);
  const [last] = await listActivity((await getDatabase()).db, 1);
  expect([last.action, last.reference, last.actorEmail]).toEqual([
    'catalogue_changed',
    `product ${seeded.id}`,
    'owner@example.org',
  ]);
  expect(catalogueChanges(last.detail!)).toEqual([`price: ${seeded.price} → ${newPrice}`]);
});

it('answers a malformed form 400 naming the field, and refuses what the rules refuse with the input kept', async () => {
  const noName = await productForm();
  delete noName.name;
  const missing = await send(saveProductAction, noName, 'staff');
  expect([missing.status, await error(missing)]).toEqual([400, 'Name is missing.']);
  const long = await send(saveProductAction, await productForm({ name: 'x'.repeat(201) }), 'staff');
  expect([long.status, await error(long)]).toEqual([400, 'Name is too long (at most 200 characters).']);
  const tooDear = await outcome(
    await send(saveProductAction, await productForm({ price: '500', name: 'Bitters, new name' }), 'owner'),
  );
  expect(tooDear.path).toBe(seededPage);
  expect(tooDear.problems).toEqual([
    `product ${seeded.id} 'Bitters, new name': Price (GHS) must be between 5 and 200 cedis (found 500)`,
  ]);
  expect(tooDear.fields).toMatchObject({ price: '500', name: 'Bitters, new name' });
  const notANumber = await outcome(await send(saveProductAction, await productForm({ price: 'abc' }), 'owner'));
  expect(notANumber.problems).toEqual(['Price (GHS) must be a number such as 45 or 47.50 (found "abc").']);
  const noCategory = await outcome(await send(saveProductAction, await productForm(categoryBoxes('')), 'staff'));
  expect(noCategory.problems![0]).toMatch(/: Categories must name at least one category$/);
  expect((await product(seeded.id)).data.name).toBe(seeded.name);
});

it('refuses the second of two saves of the same version, with who saved and when', async () => {
  const opened = await productForm();
  await outcome(await send(saveProductAction, { ...opened, description: 'First save.' }, 'owner'));
  const second = await outcome(await send(saveProductAction, { ...opened, name: 'Second name' }, 'staff'));
  expect(second.problems![0]).toMatch(/^Changed by owner@example\.org at .+: your changes were not saved$/);
  expect(second.problems![1]).toContain(`Name ${seeded.name} → Second name`);
  // The page shows the current values: nothing of the first save is lost, and the second one is not applied.
  expect(second.fields).toBeUndefined();
  expect((await product(seeded.id)).data).toMatchObject({ name: seeded.name, description: 'First save.' });
});

it('takes one photo with a product (multipart), and refuses other bodies with their reason', async () => {
  const multipart = (photo: Blob, fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append('photo', photo, 'photo.jpg');
    return post(body, { cookie: cookies.owner });
  };
  const fields = { name: 'Shea Nut Butter', description: 'Raw shea butter.', price: '25', 'category-7': 'on' };
  const added = await outcome(await saveProductAction.POST(multipart(new Blob([new Uint8Array([1, 2, 3])]), fields)));
  expect(added.notice).toContain('Name (none) → Shea Nut Butter');
  const id = Number(added.path.split('/').pop());
  expect((await product(id)).data).toMatchObject({ image_url: '/products/baobab-powder.svg', price: 25 });
  const notPhoto = await saveProductAction.POST(multipart(new Blob([new Uint8Array([0, 1])]), fields));
  expect([notPhoto.status, await error(notPhoto)]).toEqual([415, 'This file is not a photo.']);
  const huge = await saveProductAction.POST(multipart(new Blob([new Uint8Array(MAX_PHOTO_BYTES + 20_000)]), fields));
  expect([huge.status, await error(huge)]).toEqual([413, 'The photo is too large: choose one smaller than 20 MB.']);
  const json = await saveProductAction.POST(post('{}', { 'content-type': 'application/json', cookie: cookies.owner }));
  expect(json.status).toBe(415);
  // A form without a photo field takes no file at all.
  const body = new FormData();
  body.append('photo', new Blob([new Uint8Array([1])]), 'x.jpg');
  const videoWithFile = await saveVideoAction.POST(post(body, { cookie: cookies.staff }));
  expect(videoWithFile.status).toBe(415);
  expect(PhotoRefused).toBeDefined();
});

it('lets staff add, move and archive videos from a link as people copy it', async () => {
  const video = {
    url: 'youtu.be/kR4dA24cErX',
    title: 'Morning prayer',
    channel: 'MHV',
    category: 'FOOD',
    year: '2025',
  };
  const added = await outcome(await send(saveVideoAction, video, 'staff'));
  expect(added.notice).toContain('YouTube link (none) → https://youtu.be/kR4dA24cErX');
  const id = added.path.split('/').pop()!;
  const shorts = { ...video, id, url: 'https://www.youtube.com/shorts/kR4dA24cErX' };
  expect((await outcome(await send(saveVideoAction, shorts, 'staff'))).notice).toContain('YouTube link');
  const bad = await outcome(await send(saveVideoAction, { ...video, url: 'https://vimeo.com/1' }, 'staff'));
  expect(bad.problems![0]).toContain('YouTube link "https://vimeo.com/1" is not a YouTube video address');
  expect(bad.fields).toMatchObject({ url: 'https://vimeo.com/1', title: 'Morning prayer' });
  const db = (await getDatabase()).db;
  const position = (await getEntry(db, 'video', Number(id)))!.position;
  expect((await outcome(await send(moveAction, { kind: 'video', id, direction: 'up' }, 'staff'))).notice).toBe(
    "Moved up: video 1 'Morning prayer'.".replace('video 1', `video ${position - 1}`),
  );
  expect((await getEntry(db, 'video', Number(id)))!.position).toBe(position - 1);
  const archived = await outcome(await send(archiveAction, { kind: 'video', id, archived: 'true' }, 'staff'));
  expect(archived.path).toBe('/staff/catalogue/videos');
  expect((await getEntry(db, 'video', Number(id)))!.archived).toBe(true);
});

it('archives a product for the owner and puts it back from the archive', async () => {
  const id = String(other.id);
  const archived = await outcome(await send(archiveAction, { kind: 'product', id, archived: 'true' }, 'owner'));
  expect([archived.path, archived.notice]).toEqual([
    '/staff/catalogue',
    `Archived: product ${other.id} '${other.name}'.`,
  ]);
  const back = await outcome(await send(archiveAction, { kind: 'product', id, archived: 'false' }, 'owner'));
  expect(back.notice).toBe(`Put back: product ${other.id} '${other.name}'.`);
  expect((await product(other.id)).archived).toBe(false);
});
