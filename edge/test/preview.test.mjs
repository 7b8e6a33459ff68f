// npm run preview:edge as an operator and a deploy use it, run by npm run test:edge after its build (node --test
// edge/test/preview.test.mjs reuses the Worker in .open-next/), on a Postgres that trusts local connections and a Redis
// of its own:
// - a DATABASE_URL without a password, as the usual local Postgres has: the Worker starts and reaches the order book;
// - a deploy after a staff member's edit still shows the edit. The build renders the catalogue's pages from content/'s
//   seed, since it cannot reach the production database; the deploy step stores those pages in the page cache and
//   marks the catalogue's ones revalidated (edge/cache-tags.mjs: npm run deploy:edge on Cloudflare, and each start of
//   npm run preview:edge, which this test uses as the deploy), so the first request for each renders it again from
//   the database instead of answering with the build's copy;
// - the console's changes on that deployed Worker: a price and a count (each page rendered again with a policy that
//   names its new inline scripts), a phone photo;
// - the script alarm's rounds of the Cron Trigger on that Worker, which asks itself for its pages and scripts through
//   its own service binding: nothing mailed while it serves its build, one mail once a chunk changed on disk.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { postForm, signedInStaff } from '../../deploy/test/console.mjs';
import { request, ROOT } from '../../deploy/test/harness.mjs';
import { pagePolicyProblem } from '../../deploy/test/scenarios.mjs';
import { FORWARDED_PHOTO, makePhonePhoto } from '../../tests/support/make-photo.mjs';
import { hyperdriveConnection } from '../worker-settings.mjs';
import { previewHarness } from './preview-harness.mjs';

// The shop's first product (content/products.ts lists them in the order /Products shows them), read through tsx as the
// build reads the site's TypeScript, and two prices for it that no product of the seed has, so that a price on the
// page can only be its edit.
const { tsImport } = await import('tsx/esm/api');
const { products } = await tsImport('../../content/products.ts', import.meta.url);
const { PRODUCT_CATEGORIES } = await tsImport('../../content/schema/rules.ts', import.meta.url);
const { inShare, roundShare } = await tsImport('../../lib/server/csp/script-alarm-share.ts', import.meta.url);
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

/** A page as the deploy test's checks read one: its status, headers (names in lower case) and body. */
async function fetched(url) {
  const response = await fetch(url);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

test("the owner's price change in the console shows on the Worker's /Products within 10 s", async () => {
  assert.ok(running, 'the deployed Worker of the test above runs');
  const setup = { url: running.origin, databaseUrl: () => harness.databaseUrl };
  owner = await signedInStaff(setup, `edge-owner-${Date.now()}@example.org`, 'owner');
  const fields = { ...PRODUCT, version: await productVersion(), price: savedPrice.toFixed(2) };
  const saved = await postForm(setup, '/staff/actions/product-save', fields, { cookie: owner.cookie });
  assert.equal(saved.status, 303, `the save answered ${saved.status}: ${saved.body}`);
  const started = Date.now();
  for (;;) {
    const page = await fetched(`${running.origin}/Products`);
    if (shown(savedPrice).test(page.body)) {
      // Rendered again on the Worker, its policy names its inline scripts as they now are: each runs, no other would.
      assert.equal(pagePolicyProblem(page, '/Products'), undefined);
      break;
    }
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
    for (;;) {
      const page = await fetched(`${running.origin}/Products`);
      if (soldOut(page.body)) {
        assert.equal(pagePolicyProblem(page, '/Products'), undefined);
        break;
      }
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

/** Waits until `check` resolves to something truthy, and returns it; fails after `ms` with `what`. */
async function until(check, ms, what) {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const value = await check();
    if (value) return value;
    assert.ok(Date.now() - started < ms, `${what} after ${ms / 1000} s:\n${running.output().slice(-3000)}`);
  }
}

/**
 * One round of the Cron Trigger on the Worker (wrangler dev runs it when asked at /__scheduled, as edge/preview.mjs
 * does every minute) once the script alarm's next round is due, its last one having begun more than ten minutes ago;
 * the outcome that round recorded.
 */
async function cronRound(database) {
  const rows = (query, values) => database.query(query, values).then((result) => result.rows);
  // A round under way (the preview's own minute may have started one) finishes first, so that the next is a new one.
  await until(
    async () => (await rows(`select 1 from script_alarm_rounds where finished_at is null`)).length === 0,
    60_000,
    'a script alarm round is still running',
  );
  const [{ asked }] = await rows(`select now() as asked`);
  await database.query(`update script_alarm_rounds set started_at = now() - interval '11 minutes'`);
  const ran = await fetch(`${running.origin}/__scheduled?cron=${encodeURIComponent('* * * * *')}`);
  assert.equal(ran.status, 200, `the Cron Trigger's rounds answered ${ran.status}: ${await ran.text()}`);
  // Had the preview's own minute come in between, that round is the one waited for: the same round either way.
  const [round] = await until(
    () => rows(`select outcome from script_alarm_rounds where started_at >= $1 and finished_at is not null`, [asked]),
    60_000,
    'no script alarm round finished',
  );
  return round.outcome;
}

test("a chunk changed on disk under the running Worker: its Cron Trigger's script alarm mails the owner once, naming the page and the file", async () => {
  assert.ok(running, 'the deployed Worker runs');
  // The Worker's own inventory, as its build bundled it, and the shares its rounds take in turn (the period between
  // rounds picks which one comes; it does not change how many there are).
  const { default: inventory } = await import(pathToFileURL(path.join(ROOT, '.open-next/script-inventory.mjs')).href);
  const pages = Object.keys(inventory.pages);
  const { parts } = roundShare(pages.length, true, 1);
  const shares = Array.from({ length: parts }, (_, part) => pages.filter(inShare({ part, parts })));
  // A chunk of the shop's pages' own (not one /home loads too) that a shop page of every share loads, so that
  // whichever share this round's period picks, the round fetches it from a shop page.
  const shop = (page) => page.startsWith('/Products');
  const everywhere = new Set(inventory.pages['/home'].scripts);
  const loads = (page, address) => shop(page) && inventory.pages[page].scripts.includes(address);
  const chunk = [...new Set(pages.filter(shop).flatMap((page) => inventory.pages[page].scripts))]
    .filter((address) => !everywhere.has(address))
    .find((address) => shares.every((share) => share.some((page) => loads(page, address))));
  assert.ok(chunk, `a chunk of the shop's own is loaded by a shop page of each of the ${parts} shares`);
  const file = path.join(ROOT, '.open-next/assets', chunk);
  assert.ok(existsSync(file), `${file} is in the Worker's assets`);
  const built = readFileSync(file);
  const served = async () => (await fetch(`${running.origin}${chunk}`)).text();
  assert.equal(await served(), built.toString(), 'the Worker serves the chunk its build made');

  const database = new pg.Client({ connectionString: harness.databaseUrl });
  await database.connect();
  const alarms = async () =>
    (await database.query(`select subject, body from mail_outbox where kind = 'script-alarm'`)).rows;
  const reloads = () => running.output().split('Local server updated and ready').length;
  try {
    // While it serves what its build made (the edits of the tests above only changed what the build explains), the
    // round reaches every page of its share through the Worker's own binding and mails nothing.
    const before = await cronRound(database);
    assert.match(before, /^[1-9]\d* page\(s\) and [1-9]\d* script\(s\) checked, 0 change\(s\), 0 mailed now$/);
    assert.deepEqual(await alarms(), []);

    // Someone's code added to the file the running Worker serves. wrangler dev serves the file as it is on disk, and
    // on a change in the assets' folder it also reloads the Worker: the round waits until that is done.
    const reloaded = reloads();
    writeFileSync(file, Buffer.concat([built, Buffer.from('\n;window.skimmed = true;\n')]));
    await until(
      async () => (await served()).endsWith(';window.skimmed = true;\n'),
      30_000,
      'the changed chunk is not served',
    );
    await until(() => reloads() > reloaded, 30_000, 'wrangler dev did not reload the changed assets');

    const found = await cronRound(database);
    assert.match(found, /^[1-9]\d* page\(s\) and [1-9]\d* script\(s\) checked, 1 change\(s\), 1 mailed now$/);
    const mails = await alarms();
    assert.equal(mails.length, 1);
    assert.match(mails[0].body, /\/Products/);
    assert.ok(mails[0].body.includes(`${chunk} (`), mails[0].body);
    // Found again by the next round: not mailed twice.
    assert.match(await cronRound(database), /1 change\(s\), 0 mailed now$/);
    assert.equal((await alarms()).length, 1);
  } finally {
    writeFileSync(file, built);
    await database.end();
  }
});
