// A deploy after a staff member's edit still shows the edit. The build renders the catalogue's pages from content/'s
// seed, since it cannot reach the production database; the deploy step stores those pages in the page cache and marks
// the catalogue's ones revalidated (edge/cache-tags.mjs: npm run deploy:edge on Cloudflare, and each start of npm run
// preview:edge, which this test uses as the deploy), so the first request for each renders it again from the
// database instead of answering with the build's copy. Run by npm run test:edge after its build.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
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
