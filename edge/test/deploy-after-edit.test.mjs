// A deploy after a staff member's edit still shows the edit. The build renders the catalogue's pages from content/'s
// seed, since it cannot reach the production database; the deploy step stores those pages in the page cache and marks
// the catalogue's ones revalidated (edge/cache-tags.mjs: npm run deploy:edge on Cloudflare, and each start of npm run
// preview:edge, which this test uses as the deploy), so the first request for each renders it again from the
// database instead of answering with the build's copy. Run by npm run test:edge after its build.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { postForm, signedInStaff } from '../../deploy/test/console.mjs';
import { request } from '../../deploy/test/harness.mjs';
import { previewHarness } from './preview-harness.mjs';

let harness;

before(async () => {
  harness = await previewHarness('deploy-after-edit');
});

after(() => harness?.stopAll());

/** Product 1's new price, straight into the database, as the console's save would write it; the rows changed. */
async function editPrice() {
  const client = new pg.Client({ connectionString: harness.databaseUrl });
  await client.connect();
  try {
    const edit = `update catalogue_entries set data = jsonb_set(data, '{price}', '47.5') where kind = 'product' and id = 1`;
    return (await client.query(edit)).rowCount;
  } finally {
    await client.end();
  }
}

test('after a deploy that follows an edit, the first /Products shows the edit; the build copy of the rest is used', async () => {
  // The site before the edit: its first reads fill the catalogue's table from content/.
  const running = await harness.startPreview();
  assert.equal((await fetch(`${running.origin}/Products`)).status, 200, running.output());
  await running.stop();
  assert.equal(await editPrice(), 1, 'product 1 was seeded by the first read');

  const deployed = await harness.startPreview();
  const get = async (address) => {
    const response = await fetch(`${deployed.origin}${address}`);
    assert.equal(response.status, 200, `${address}: ${deployed.output()}`);
    return { cache: response.headers.get('x-nextjs-cache'), body: await response.text() };
  };
  // Rendered on the Worker before answering, never the build's copy; then stored, and answered from the cache.
  const first = await get('/Products');
  assert.equal(first.cache, 'MISS', 'the first /Products after the deploy is rendered');
  assert.match(first.body, /GHS 47\.50/, 'the first /Products after the deploy shows the edited price');
  const second = await get('/Products');
  assert.equal(second.cache, 'HIT', 'the page rendered after the deploy is stored');
  // Rendered on the Worker or not, a page loads its code after the first paint, as the build's pages do.
  for (const [answer, body] of [
    ['rendered', first.body],
    ['stored', second.body],
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
});

test("the owner's price change in the console shows on the Worker's /Products within 10 s", async () => {
  const running = await harness.startPreview();
  const setup = { url: running.origin, databaseUrl: () => harness.databaseUrl };
  const { cookie } = await signedInStaff(setup, `edge-owner-${Date.now()}@example.org`, 'owner');
  const form = await request(`${running.origin}/staff/catalogue/products/1`, { headers: { cookie } });
  assert.equal(form.status, 200, running.output());
  const input = /<input[^>]*name="version"[^>]*>/.exec(form.body)?.[0] ?? '';
  const version = /value="(\d+)"/.exec(input)?.[1];
  assert.ok(version, 'the product form carries its version');
  const fields = { id: '1', version, name: 'Nkabom Herbal Bitters', description: 'A bitter tonic.', price: '49.00' };
  const saved = await postForm(
    setup,
    '/staff/actions/product-save',
    { ...fields, 'category-0': 'on', forSale: 'on' },
    { cookie },
  );
  assert.equal(saved.status, 303, `the save answered ${saved.status}: ${saved.body}`);
  const started = Date.now();
  for (;;) {
    const page = await fetch(`${running.origin}/Products`);
    if (/GHS 49\.00/.test(await page.text())) break;
    assert.ok(Date.now() - started < 10_000, '/Products still shows the old price after 10 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`the Worker showed the new price ${Date.now() - started} ms after the save`);
});
