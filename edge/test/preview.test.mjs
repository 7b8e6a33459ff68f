// npm run preview:edge as an operator and a deploy use it, run by npm run test:edge after its build (node --test
// edge/test/preview.test.mjs reuses the Worker in .open-next/), on a Postgres that trusts local connections and a Redis
// of its own:
// - a DATABASE_URL without a password, as the usual local Postgres has: the Worker starts and reaches the order book;
// - a deploy after a staff member's edit still shows the edit. The build renders the catalogue's pages from content/'s
//   seed, since it cannot reach the production database; the deploy step stores those pages in the page cache and
//   marks the catalogue's ones revalidated (edge/cache-tags.mjs: npm run deploy:edge on Cloudflare, and each start of
//   npm run preview:edge, which this test uses as the deploy), so the first request for each renders it again from
//   the database instead of answering with the build's copy;
// - the console's changes on that deployed Worker: a price, a count, a phone photo.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { postForm, signedInStaff } from '../../deploy/test/console.mjs';
import { request } from '../../deploy/test/harness.mjs';
import { FORWARDED_PHOTO, makePhonePhoto } from '../../tests/support/make-photo.mjs';
import { hyperdriveConnection } from '../worker-settings.mjs';
import { previewHarness } from './preview-harness.mjs';

// The shop's first product (content/products.ts lists them in the order /Products shows them), read through tsx as the
// build reads the site's TypeScript, and two prices for it that no product of the seed has, so that a price on the
// page can only be its edit.
const { tsImport } = await import('tsx/esm/api');
const { products } = await tsImport('../../content/products.ts', import.meta.url);
const { PRODUCT_CATEGORIES } = await tsImport('../../content/schema/rules.ts', import.meta.url);
const [first] = products;
const unusedPrice = (from) => (products.some(({ price }) => price === from) ? unusedPrice(from + 0.5) : from);
const editedPrice = unusedPrice(first.price + 2.5);
const savedPrice = unusedPrice(editedPrice + 1.5);
/** A price as the shop shows it ('GHS 47.50'), to be found in a page. */
const shown = (price) => new RegExp(`GHS ${price.toFixed(2).replace('.', '\\.')}`);
/** The product's card on a page, up to its button. */
const escapedName = first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;');
const card = (body) => new RegExp(`>${escapedName}</h2>[\\s\\S]*?</button>`).exec(body)?.[0] ?? '';

let harness;
/** The first Worker, before the deploy; then the deployed one, which the console tests use with its owner's session. */
let running;
let owner;

/** The catalogue's table filled from content/, as a site's first reads fill it: the catalogue tool's export opens the
 * database as the site does (the migrations, then the seed). */
function seedCatalogue() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mhv-edge-catalogue-')), 'catalogue.json');
  try {
    const exported = spawnSync('npm', ['run', '--silent', 'catalogue', '--', 'export', file], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: harness.databaseUrl, PGPASSWORD: '' },
    });
    assert.equal(exported.status, 0, `the catalogue export failed: ${exported.stdout}${exported.stderr}`);
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

before(async () => {
  harness = await previewHarness('preview');
  // The order book as production holds it when a deploy comes: its catalogue in use, and a staff member's price edit
  // made since the build, which rendered the catalogue's pages from content/'s seed.
  seedCatalogue();
  assert.equal(await editPrice(), 1, `product ${first.id} was seeded`);
});

after(() => harness?.stopAll());

/** The first product's new price, straight into the database, as the console's save would write it; rows changed. */
async function editPrice() {
  const client = new pg.Client({ connectionString: harness.databaseUrl });
  await client.connect();
  try {
    const edit = `update catalogue_entries set data = jsonb_set(data, '{price}', $1::jsonb) where kind = 'product' and id = $2`;
    return (await client.query(edit, [JSON.stringify(editedPrice), first.id])).rowCount;
  } finally {
    await client.end();
  }
}

// The deploy: the Worker started on that order book.
test('a DATABASE_URL without a password: the Worker starts and answers from the order book', async () => {
  assert.equal(new URL(harness.databaseUrl).password, '', 'the local Postgres is reached without a password');
  running = await harness.startPreview({ PGPASSWORD: '' });
  const response = await fetch(`${running.origin}/api/health`);
  const health = await response.json();
  assert.deepEqual(health.database, { ok: true, kind: 'postgres' }, running.output());
  assert.equal(response.status, 200);
  assert.doesNotMatch(running.output(), /cannot use the database/);
});

test('a DATABASE_URL workerd cannot use is refused in one line that says what to change', () => {
  assert.throws(() => hyperdriveConnection('postgres:///mhv?host=/var/run/postgresql'), {
    message: /over TCP only: give DATABASE_URL a host and port \(postgres:\/\/USER@127\.0\.0\.1:5432\/DB\)/,
  });
});

test('after a deploy that follows an edit, the first /Products shows the edit; the build copy of the rest is used', async () => {
  // The Worker of the test above, started after the edit; nothing has asked it for a catalogue page yet.
  const deployed = running;
  assert.ok(deployed, 'the deployed Worker runs');
  const get = async (address) => {
    const response = await fetch(`${deployed.origin}${address}`);
    assert.equal(response.status, 200, `${address}: ${deployed.output()}`);
    // Next's header when its server answered; OpenNext's when the page came from the cache before Next was loaded.
    const next = response.headers.get('x-nextjs-cache');
    const early = response.headers.get('x-opennext-cache');
    const front = response.headers.get('x-front-cache') === 'HIT';
    return { cache: next ?? early, beforeNext: !next && early !== null, front, body: await response.text() };
  };
  // Rendered on the Worker before answering, never the build's copy; then stored, and answered from the cache.
  const rendered = await get('/Products');
  assert.equal(rendered.cache, 'MISS', 'the first /Products after the deploy is rendered');
  assert.match(rendered.body, shown(editedPrice), 'the first /Products after the deploy shows the edited price');
  const second = await get('/Products');
  assert.equal(second.cache, 'HIT', 'the page rendered after the deploy is stored');
  assert.ok(second.beforeNext, 'the stored /Products is answered before Next is loaded');
  // Then kept whole in the data centre's cache, and answered from there before OpenNext runs.
  let third = await get('/Products');
  for (let tries = 0; !third.front && tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    third = await get('/Products');
  }
  assert.ok(third.front, 'the stored /Products is then answered from the front cache');
  assert.equal(third.body, second.body, 'the front cache answers with the stored page as it was');
  // Rendered on the Worker or not, a page loads its code after the first paint, as the build's pages do.
  for (const [answer, body] of [
    ['rendered', rendered.body],
    ['stored', second.body],
    ['front-cached', third.body],
  ]) {
    assert.match(body, /data-page-scripts/, `the ${answer} /Products has the page-scripts loader`);
    assert.doesNotMatch(
      body,
      /<script src="\/_next\/static\/[^"]+" async/,
      `the ${answer} /Products has no async script`,
    );
  }
  assert.equal((await get('/sitemap.xml')).cache, 'MISS', 'the first sitemap after the deploy is rendered');
  // A page the catalogue cannot touch comes from the build's copy in the cache: the deploy did fill it.
  assert.equal((await get('/robots.txt')).cache, 'HIT', 'robots.txt is answered from the cache the deploy filled');
  // The build's pages that no edit touched, answered from the cache before Next is loaded, as the build wrote them.
  const home = await get('/home');
  assert.equal(home.cache, 'HIT', '/home comes from the cache the deploy filled');
  assert.ok(home.beforeNext, '/home is answered before Next is loaded');
  assert.match(home.body, /data-page-scripts/, 'the stored /home has the page-scripts loader');
});

/** The first product's form as the owner sees it: the version a save must carry. */
async function productVersion() {
  const address = `${running.origin}/staff/catalogue/products/${first.id}`;
  const form = await request(address, { headers: { cookie: owner.cookie } });
  assert.equal(form.status, 200, running.output());
  const input = /<input[^>]*name="version"[^>]*>/.exec(form.body)?.[0] ?? '';
  const version = /value="(\d+)"/.exec(input)?.[1];
  assert.ok(version, 'the product form carries its version');
  return version;
}

const PRODUCT = {
  id: String(first.id),
  name: first.name,
  description: first.description,
  [`category-${PRODUCT_CATEGORIES.indexOf(first.categories[0])}`]: 'on',
  forSale: 'on',
};

test("the owner's price change in the console shows on the Worker's /Products within 10 s", async () => {
  assert.ok(running, 'the deployed Worker of the test above runs');
  const setup = { url: running.origin, databaseUrl: () => harness.databaseUrl };
  owner = await signedInStaff(setup, `edge-owner-${Date.now()}@example.org`, 'owner');
  const fields = { ...PRODUCT, version: await productVersion(), price: savedPrice.toFixed(2) };
  const saved = await postForm(setup, '/staff/actions/product-save', fields, { cookie: owner.cookie });
  assert.equal(saved.status, 303, `the save answered ${saved.status}: ${saved.body}`);
  const started = Date.now();
  for (;;) {
    const page = await fetch(`${running.origin}/Products`);
    if (shown(savedPrice).test(await page.text())) break;
    assert.ok(Date.now() - started < 10_000, '/Products still shows the old price after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`the Worker showed the new price ${Date.now() - started} ms after the save`);
});

test('a product counted out shows as out of stock on the Worker within 5 s', async () => {
  assert.ok(running, 'the deployed Worker runs');
  const soldOut = (body) => /Out of stock/.test(card(body)) && /<button[^>]* disabled=""/.test(card(body));
  const setup = { url: running.origin, databaseUrl: () => harness.databaseUrl };
  const saved = await postForm(
    setup,
    '/staff/actions/stock-save',
    { id: PRODUCT.id, stock: '0' },
    { cookie: owner.cookie },
  );
  assert.equal(saved.status, 303, `the count answered ${saved.status}: ${saved.body}`);
  const started = Date.now();
  try {
    while (!soldOut(await (await fetch(`${running.origin}/Products`)).text())) {
      assert.ok(Date.now() - started < 5_000, `/Products still sells ${first.name} after 5 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`the Worker showed ${first.name} sold out ${Date.now() - started} ms after the count`);
  } finally {
    await postForm(setup, '/staff/actions/stock-save', { id: PRODUCT.id, stock: '' }, { cookie: owner.cookie });
  }
});

/** The owner's save of the first product with `photo` as its new picture. */
async function savePhoto(photo) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...PRODUCT, version: await productVersion(), price: '49.00' }))
    body.append(name, value);
  body.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'camera.jpg');
  return fetch(`${running.origin}/staff/actions/product-save`, {
    method: 'POST',
    headers: { origin: running.origin, cookie: owner.cookie },
    body,
    redirect: 'manual',
  });
}

test('a phone photo added in the console on the Worker is served upright, without its metadata, small at 375 px', async () => {
  assert.ok(running, 'the deployed Worker runs');
  const folder = mkdtempSync(path.join(tmpdir(), 'mhv-edge-photo-'));
  try {
    // A camera's 4000 x 3000 original, a few megabytes, reaches the Worker's checks whole: with its first byte damaged,
    // it is refused with the plain sentence, not a size limit or a failure, and nothing is saved.
    const camera = await makePhonePhoto(path.join(folder, 'camera.jpg'));
    const damaged = Buffer.from(camera);
    damaged[0] = 0;
    const version = await productVersion();
    const refused = await savePhoto(damaged);
    assert.equal(refused.status, 415, `the damaged original answered ${refused.status}`);
    assert.match(await refused.text(), /The photo must be a JPEG, PNG, WebP or AVIF picture\./);
    assert.equal(await productVersion(), version, 'the refused save changed nothing');

    // Then a photo as a forwarded one comes (WhatsApp sends 1600 x 1200), held sideways (EXIF orientation 6), with the
    // phone's name and a GPS position. What the Worker does differently from a Node server (Cloudflare's Images
    // binding turns, strips and encodes; the copies are kept in R2) is the same at every size, and wrangler's local
    // binding encodes on this machine's CPU: the camera's original took 62 s of the run here. Its copies are proven on
    // Node (e2e/console-catalogue.spec.ts and the photo pipeline's unit tests).
    const upload = await makePhonePhoto(path.join(folder, 'forwarded.jpg'), FORWARDED_PHOTO);
    const started = Date.now();
    const saved = await savePhoto(upload);
    assert.equal(saved.status, 303, `the save answered ${saved.status}: ${await saved.text()}`);
    console.log(`the Worker stored a ${upload.length}-byte phone photo in ${Date.now() - started} ms`);

    // The shop's page names the photo upright (1200 x 1600) and offers its copies.
    let html = '';
    for (const asked = Date.now(); !/\/photos\/[0-9a-f]{16}-1200x1600\.jpg/.test(html);) {
      assert.ok(Date.now() - asked < 10_000, '/Products does not show the new photo after 10 s');
      html = await (await fetch(`${running.origin}/Products`)).text();
    }
    const copies = [...new Set(html.match(/\/photos\/[0-9a-f]{16}-\d+\.(?:avif|webp|jpg)/g))];
    assert.ok(copies.length >= 9, `the page offers the photo's copies: ${copies.join(' ')}`);
    for (const copy of copies) {
      const response = await fetch(`${running.origin}${copy}`);
      assert.equal(response.status, 200, copy);
      assert.match(response.headers.get('cache-control') ?? '', /immutable/, copy);
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      assert.ok(metadata.height > metadata.width, `${copy} is upright`);
      assert.equal(metadata.width, Number(/-(\d+)\./.exec(copy)[1]), `${copy} has the width its name says`);
      for (const marker of ['Exif\0\0', 'GPSLatitude', 'PhoneCo', 'Camera 12'])
        assert.equal(bytes.includes(marker), false, `${copy} carries no ${JSON.stringify(marker)}`);
      // A 375 px phone shows the product's picture in a copy up to 480 px wide (800 on a dense screen).
      if (/-480\.avif$/.test(copy)) assert.ok(bytes.length < 80_000, `${copy} is ${bytes.length} bytes`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
