// npm run test:deploy: the production setup of deploy/ (nginx, two instances, Redis, Postgres), started
// with deploy/local.mjs from the existing build (the e2e build in `npm test`), under load and faults.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import { alive, sleep } from '../services.mjs';
import { buyUpToPaystack, openBrowser, visit } from './browser.mjs';
import { setPrice } from './catalogue.mjs';
import { checkScripts, postForm, signedInStaff, staffCli } from './console.mjs';
import { http2Get, ROOT, request, startDeploy } from './harness.mjs';
import { startFakePaystackApi } from '../../e2e/support/fake-paystack-api.mjs';
import {
  idempotencyAcrossInstances,
  loadWithFaults,
  pagePolicyProblem,
  rateLimitAcrossInstances,
  securityHeaderProblems,
} from './scenarios.mjs';

let setup;
const seen = [];
const get = async (path, headers = {}) => {
  const response = await request(`${setup.url}${path}`, { headers });
  seen.push({ path, response });
  return response;
};

let paystack;
/** Chromium's two windows (deploy/test/browser.mjs), opened by the first test that needs them, kept to the end. */
let chromium;
const browser = async () => (chromium ??= await openBrowser({ paystackApiUrl: paystack.url }));

before(async () => {
  // Paystack's servers, faked: a consultation's deposit is opened there with the secret key.
  paystack = await startFakePaystackApi({ secretKey: 'sk_test_deploy' });
  setup = await startDeploy({
    env: {
      RATE_LIMIT_PER_MINUTE: '10',
      RATE_LIMIT_BURST: '5',
      DEPLOY_HANG_SECONDS: '6',
      PAYSTACK_SECRET_KEY: 'sk_test_deploy',
      PAYSTACK_API_URL: paystack.url,
    },
  });
});

after(async () => {
  await chromium?.close();
  if (setup) await setup.stop().catch(() => undefined);
  await paystack?.stop();
});

test('every response through nginx carries the security headers once, cached or not', async () => {
  const html = readFileSync(path.join(ROOT, '.next', 'server', 'app', 'home.html'), 'utf8');
  const script = /\/_next\/static\/[^"?]+\.js/.exec(html)[0];
  const style = /\/_next\/static\/[^"?]+\.css/.exec(html)[0];
  const paths = [
    '/home',
    '/about',
    '/Products',
    '/',
    '/products',
    '/no-such-page',
    '/api/health',
    '/api/generateReference',
    script,
    style,
    '/products/black-soap.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/sw.js',
  ];
  const problems = [];
  for (const p of paths) {
    for (const encoding of ['br, gzip', 'gzip', '']) {
      const response = await get(p, encoding ? { 'accept-encoding': encoding } : {});
      assert.ok(response.status < 500, `${p} answered ${response.status}`);
      problems.push(...securityHeaderProblems(response, `${p} (${encoding || 'identity'})`));
    }
  }
  assert.deepEqual(problems, []);
  // Each stored page's policy names its own inline scripts, from the instance and from nginx's cache alike.
  for (const p of ['/home', '/about', '/Products', '/home'])
    assert.equal(pagePolicyProblem(await get(p), p), undefined);

  const page = await get('/home', { 'accept-encoding': 'br, gzip' });
  assert.equal(page.headers['content-encoding'], 'br', 'pages go out brotli-compressed');
  const asset = await get(script, { 'accept-encoding': 'br, gzip' });
  assert.equal(asset.headers['content-encoding'], 'br');
  assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  const gz = await get(script, { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  // The service worker keeps its name: browsers and caches on the way must ask for it again.
  const worker = await get('/sw.js', { 'accept-encoding': 'br, gzip' });
  assert.equal(worker.status, 200);
  assert.equal(worker.headers['content-encoding'], 'br');
  assert.equal(worker.headers['cache-control'], 'no-cache');
});

test("Chromium through nginx at 375 and 1280 px: every public page runs its code and a purchase reaches Paystack's popup, with no policy violation", async () => {
  // Every page the site publishes (its sitemap), and the cart, the menu, the offline page and a page that is not there.
  const sitemap = (await get('/sitemap.xml')).body;
  const published = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  assert.ok(published.length >= 20, `the sitemap lists ${published.length} pages`);
  const pages = [...published, '/cart', '/menu', '/offline', '/no-such-page'];
  const { windows, problems } = await browser();
  const wrong = [];
  await Promise.all(
    windows.map(async ({ name, page }) => {
      for (const p of pages) {
        const status = await visit(page, `${setup.url}${p}`);
        if (status !== (p === '/no-such-page' ? 404 : 200)) wrong.push(`${name} ${p}: ${status}`);
      }
      await buyUpToPaystack(page, `${setup.url}/Products`, 'Nkabom Herbal Bitters');
    }),
  );
  assert.deepEqual(wrong, []);
  assert.deepEqual(problems(), []);
  console.log(`Chromium through nginx: ${pages.length} pages at 375 and 1280 px, then the shop up to Paystack's popup`);
});

test('an uploaded photo is read from the database once, then kept by nginx whatever query it is asked with', async () => {
  // Stored as the console's upload stores it (lib/images/uploaded-photos.ts): a row per photo, one per copy.
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6' } })
    .webp()
    .toBuffer();
  const hash = randomBytes(8).toString('hex');
  const database = new pg.Client({ connectionString: setup.databaseUrl() });
  await database.connect();
  try {
    await database.query(`insert into photos (hash, width, height, fallback) values ($1, 320, 240, 'jpeg')`, [hash]);
    await database.query(
      `insert into photo_variants (file, hash, width, format, content_type, bytes)
       values ($1, $2, 320, 'webp', 'image/webp', $3)`,
      [`${hash}-320.webp`, hash, bytes],
    );
  } finally {
    await database.end();
  }
  const photo = `/photos/${hash}-320.webp`;
  const answers = [await get(photo), await get(photo), await get(`${photo}?v=${Date.now()}`)];
  assert.deepEqual(
    answers.map((answer) => answer.headers['x-cache-status']),
    ['MISS', 'HIT', 'HIT'],
  );
  for (const answer of answers) {
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-type'], 'image/webp');
    assert.equal(answer.headers.etag, `"${hash}-320.webp"`);
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.deepEqual(securityHeaderProblems(answer, photo), []);
  }
  // A name no photo has is asked of the database every time: nothing is kept that could hide a later upload.
  const unknown = '/photos/0000000000000000-320.webp';
  const missing = [await get(unknown), await get(unknown)];
  assert.deepEqual(
    missing.map((answer) => [answer.status, answer.headers['x-cache-status']]),
    [
      [404, 'MISS'],
      [404, 'MISS'],
    ],
  );
});

test('the staff console is never cached, and each of its pages carries its own nonce policy', async () => {
  const answers = [await get('/staff/sign-in'), await get('/staff/sign-in'), await get('/staff')];
  for (const answer of answers) {
    assert.match(answer.headers['cache-control'], /private/);
    assert.match(answer.headers['cache-control'], /no-store/);
    assert.equal(answer.headers['x-cache-status'], undefined, "the console never goes through nginx's cache");
    assert.match(answer.headers['x-robots-tag'], /noindex/);
    const policies = answer.rawHeaders.filter(
      (_, i) => i % 2 === 0 && answer.rawHeaders[i].toLowerCase() === 'content-security-policy',
    );
    assert.equal(policies.length, 1, "one policy, the instance's");
    assert.match(answer.headers['content-security-policy'], /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    assert.doesNotMatch(answer.headers['content-security-policy'], /unsafe-inline/);
    assert.equal(answer.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  }
  const nonces = answers
    .slice(0, 2)
    .map((answer) => /nonce-([^']+)/.exec(answer.headers['content-security-policy'])[1]);
  assert.notEqual(nonces[0], nonces[1]);
  assert.equal(answers[2].status, 307, 'without a session, the orders lead to the sign-in page');
});

test('a removed account stops working at once on every instance, and no one-time token reaches the log', async () => {
  const email = `deploy-${Date.now()}@example.org`;
  const { cookie, token } = await signedInStaff(setup, email);
  const instances = setup.state().instances.map(({ port }) => `http://127.0.0.1:${port}`);
  assert.ok(instances.length >= 2);
  const csv = (origin) => request(`${origin}/staff/orders.csv`, { headers: { cookie } });
  for (const origin of [setup.url, ...instances]) assert.equal((await csv(origin)).status, 200);
  await staffCli(setup, 'remove', email);
  for (const origin of [setup.url, ...instances]) assert.equal((await csv(origin)).status, 401);
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // nginx writes its log every second
  const log = setup.accessLog();
  assert.match(log, /"GET \/staff\/set-password HTTP/);
  assert.ok(!log.includes(token), "the set-password token is not in nginx's log");
  assert.ok(!setup.output().includes(token), "nor in the instances' output");
});

test('over HTTPS the setup speaks HTTP/2, with the same headers and brotli', async () => {
  const html = readFileSync(path.join(ROOT, '.next', 'server', 'app', 'home.html'), 'utf8');
  const script = /\/_next\/static\/[^"?]+\.js/.exec(html)[0];
  const paths = ['/home', script, '/products/black-soap.svg', '/api/health', '/no-such-page'];
  const answers = await http2Get(setup.tlsUrl, paths, { 'accept-encoding': 'br, gzip' });
  const problems = answers.flatMap((answer, i) => securityHeaderProblems(answer, `https ${paths[i]}`));
  assert.deepEqual(problems, []);
  assert.deepEqual(
    answers.map((answer) => answer.protocol),
    paths.map(() => 'h2'),
  );
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [200, 200, 200, 200, 404],
  );
  assert.equal(answers[0].headers['content-encoding'], 'br');
  assert.equal(answers[1].headers['content-encoding'], 'br');
  assert.equal(answers[1].headers['cache-control'], 'public, max-age=31536000, immutable');
  // Over HTTPS a page's policy also names the Reporting API's endpoint, and the header says where it is; not a file's
  // or the API's (a report comes from a page), and over plain HTTP no page's, as the engines that know report-to would
  // then send nothing.
  const reporting = (answer) =>
    /; report-to csp$/.test(answer.headers['content-security-policy']) &&
    answer.headers['reporting-endpoints'] === 'csp="/api/csp-reports"';
  const unmarked = (answer) =>
    !/report-to/.test(answer.headers['content-security-policy']) && answer.headers['reporting-endpoints'] === undefined;
  assert.deepEqual(
    answers.map((answer, i) => `${paths[i]}: ${reporting(answer) ? 'report-to' : unmarked(answer) ? 'none' : 'mixed'}`),
    paths.map((p) => `${p}: ${['/home', '/no-such-page'].includes(p) ? 'report-to' : 'none'}`),
  );
  const plain = await get('/home');
  assert.doesNotMatch(plain.headers['content-security-policy'], /report-to/);
  assert.equal(plain.headers['reporting-endpoints'], undefined);
});

test("over HTTPS, Chromium sends a page's violation through the Reporting API (report-to), and it is counted", async () => {
  const database = new pg.Client({ connectionString: setup.databaseUrl() });
  await database.connect();
  const counted = async () =>
    Number(
      (
        await database.query(
          `select coalesce(sum(count), 0) as n from csp_reports where page_path = '/about' and blocked = 'inline'`,
        )
      ).rows[0].n,
    );
  const page = await (await browser()).newWindow();
  try {
    const before = await counted();
    // A report to report-uri is a request of the page's own; one through the Reporting API is the browser's.
    const fromPage = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/csp-reports')) fromPage.push(request.url());
    });
    await visit(page, `${setup.tlsUrl}/about`);
    // An inline script added to the page after it loaded (a browser extension's, or a flaw's) is refused.
    await page.addScriptTag({ content: 'window.injected = true' }).catch(() => undefined);
    assert.equal(await page.evaluate(() => window.injected), undefined, 'the added script ran');
    const started = Date.now();
    while ((await counted()) === before) {
      assert.ok(Date.now() - started < 15_000, 'no report was counted within 15 s');
      await sleep(200);
    }
    await sleep(1_000);
    assert.equal(await counted(), before + 1);
    assert.deepEqual(fromPage, [], 'the report went to report-uri');
  } finally {
    await page.context().close();
    await database.end();
  }
});

test('a price change shows on every instance and through nginx within 5 s, its code still after the first paint', async () => {
  const price = /GHS 47\.50/;
  const answers = () => [setup.url, ...setup.state().instances.map(({ port }) => `http://127.0.0.1:${port}`)];
  for (const origin of answers()) assert.doesNotMatch((await request(`${origin}/Products`)).body, price);
  const started = Date.now();
  await setPrice(setup, 1, 47.5);
  const changed = Date.now();
  const waits = await Promise.all(
    answers().map(async (origin) => {
      for (;;) {
        const page = await request(`${origin}/Products`);
        if (price.test(page.body)) {
          // A page rendered again is as a built one: its scripts wait for the first paint, and its JSON-LD follows.
          assert.match(page.body, /data-page-scripts/);
          assert.doesNotMatch(page.body, /<script src="\/_next\/static\/[^"]+" async/);
          assert.match(page.body, /"price":"47\.50"/);
          // Its inline scripts changed with the price: its policy names them as they now are.
          assert.equal(pagePolicyProblem(page, `${origin}/Products`), undefined);
          return Date.now() - changed;
        }
        assert.ok(Date.now() - changed < 5000, `${origin}/Products still shows the old price after 5 s`);
        await sleep(100);
      }
    }),
  );
  console.log(`price change (import took ${changed - started} ms): shown after ${waits.join(', ')} ms`);
  try {
    // In a phone's Chromium, the page rendered again runs under its new policy; Paystack is asked for the new price.
    const { windows, problems } = await browser();
    const { page } = windows[0];
    await buyUpToPaystack(page, `${setup.url}/Products`, 'Nkabom Herbal Bitters');
    const asked = await page.frameLocator('iframe[id^="inline-checkout-"]').getByTestId('params').textContent();
    assert.match(asked, /"amount":4750\b/);
    assert.deepEqual(problems(), []);
  } finally {
    await setPrice(setup, 1, 45);
  }
});

test('the last unit of a product counted out shows as out of stock on every instance and through nginx within 5 s', async () => {
  const { cookie } = await signedInStaff(setup, `deploy-stock-${Date.now()}@example.org`, 'staff');
  // The cloth's card on its category page: 'Out of stock' beside the price and its button disabled.
  const soldOut = (body) => {
    const card = />Hand-Woven Altar Cloth<\/h2>[\s\S]*?<\/button>/.exec(body)?.[0] ?? '';
    return /Out of stock/.test(card) && /<button[^>]* disabled=""/.test(card);
  };
  const answers = () => [setup.url, ...setup.state().instances.map(({ port }) => `http://127.0.0.1:${port}`)];
  const page = '/Products/category/spiritual-items';
  for (const origin of answers()) assert.equal(soldOut((await request(`${origin}${page}`)).body), false, origin);
  const saved = await postForm(setup, '/staff/actions/stock-save', { id: '13', stock: '0' }, { cookie });
  assert.equal(saved.status, 303, `the count answered ${saved.status}: ${saved.body}`);
  const changed = Date.now();
  try {
    const waits = await Promise.all(
      answers().map(async (origin) => {
        for (;;) {
          const answer = await request(`${origin}${page}`);
          if (soldOut(answer.body)) {
            assert.equal(pagePolicyProblem(answer, `${origin}${page}`), undefined);
            return Date.now() - changed;
          }
          assert.ok(Date.now() - changed < 5000, `${origin}${page} still sells the cloth after 5 s`);
          await sleep(100);
        }
      }),
    );
    console.log(`sold out: shown after ${waits.join(', ')} ms`);
    // In a phone's Chromium, a page rendered again runs under its new policy: the cloth cannot be added, and the honey
    // beside it on the shop's last page can be bought. That page was seen before the sale (the browser's test), so
    // nginx and the instances send their copy from then while they render it again behind it, each in turn: the
    // visitor comes once nginx has the new one. How soon is the subject of the HTTP checks above; this one's is the
    // page in the browser.
    const lastPage = `${setup.url}/Products/page/4`;
    while (!soldOut((await request(lastPage)).body)) {
      assert.ok(Date.now() - changed < 30_000, `${lastPage} still sells the cloth after 30 s`);
      await sleep(250);
    }
    console.log(`sold out on the shop's last page through nginx after ${Date.now() - changed} ms`);
    const { windows, problems } = await browser();
    await buyUpToPaystack(windows[0].page, lastPage, 'Raw Forest Honey (500 g)', {
      soldOut: 'Hand-Woven Altar Cloth',
    });
    assert.deepEqual(problems(), []);
  } finally {
    await postForm(setup, '/staff/actions/stock-save', { id: '13', stock: '' }, { cookie });
  }
});

test("a consultation's time held through nginx leaves its page on every instance and through nginx within 5 s", async () => {
  const page = '/book/herbalist';
  const answers = () => [setup.url, ...setup.state().instances.map(({ port }) => `http://127.0.0.1:${port}`)];
  const first = /name="time"[^>]*value="(\d+)\|([^"]+)"/.exec((await request(`${setup.url}${page}`)).body);
  assert.ok(first, `${page} lists no time`);
  const [, personId, startsAt] = first;
  const listed = (body) => body.includes(`value="${personId}|${startsAt}"`);
  for (const origin of answers()) assert.ok(listed((await request(`${origin}${page}`)).body), origin);
  const held = await request(`${setup.url}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      consultation: 'herbalist',
      personId: Number(personId),
      startsAt,
      name: 'Efua Nyarko',
      phone: '0201112233',
      email: 'efua@example.com',
      paymentMode: 'Momo',
    }),
  });
  assert.equal(held.status, 200, `Pay Now answered ${held.status}: ${held.body}`);
  const changed = Date.now();
  const waits = await Promise.all(
    answers().map(async (origin) => {
      while (listed((await request(`${origin}${page}`)).body)) {
        assert.ok(Date.now() - changed < 5000, `${origin}${page} still lists the held time after 5 s`);
        await sleep(100);
      }
      return Date.now() - changed;
    }),
  );
  console.log(`held time: gone after ${waits.join(', ')} ms`);
});

test('a chunk changed on disk after the deployment: one mail to the owner naming the page and the file', async () => {
  // The price change, the sell-out and the held time before this changed pages: the build explains them, no change.
  const clean = await checkScripts(setup);
  assert.equal(clean.code, 0, `${clean.stdout}${clean.stderr}`);
  assert.match(clean.stdout, /No change that the build does not explain/);
  // A chunk of the shop's pages' own (not one every page loads), so that the mail names shop pages.
  const chunksOf = async (page) => {
    const loader = /<script data-page-scripts="">([\s\S]*?)<\/script>/.exec((await get(page)).body)[1];
    return [...loader.matchAll(/"(\/_next\/static\/chunks\/[^"?]+\.js)/g)].map((match) => match[1]);
  };
  const everywhere = new Set(await chunksOf('/home'));
  const chunk = (await chunksOf('/Products')).find((address) => !everywhere.has(address));
  assert.ok(chunk, '/Products loads a chunk of its own');
  const file = path.join(ROOT, '.next', 'static', chunk.slice('/_next/static/'.length));
  const copies = [file, `${file}.br`, `${file}.gz`].filter((f) => existsSync(f)).map((f) => [f, readFileSync(f)]);
  const database = new pg.Client({ connectionString: setup.databaseUrl() });
  await database.connect();
  const alarms = async () =>
    (await database.query(`select subject, body from mail_outbox where kind = 'script-alarm'`)).rows;
  try {
    // Someone's code added to the file nginx serves (its compressed copies go, as an intruder's edit would leave them).
    writeFileSync(file, Buffer.concat([copies[0][1], Buffer.from('\n;window.skimmed = true;\n')]));
    for (const [copy] of copies.slice(1)) rmSync(copy);
    const found = await checkScripts(setup);
    assert.equal(found.code, 1, found.stdout);
    assert.ok(found.stdout.includes(chunk), found.stdout);
    const mails = await alarms();
    assert.equal(mails.length, 1);
    assert.match(mails[0].body, /\/Products/);
    assert.ok(mails[0].body.includes(`${chunk} (`), mails[0].body);
    // Found again by the next check: not mailed twice.
    const again = await checkScripts(setup);
    assert.match(again.stdout, /^0 change\(s\) mailed/m);
    assert.equal((await alarms()).length, 1);
  } finally {
    for (const [copy, bytes] of copies) writeFileSync(copy, bytes);
    await database.end();
  }
});

test('the rate limit holds for a client whose requests are spread over every instance', async () => {
  const result = await rateLimitAcrossInstances(setup);
  assert.ok(
    result.viaNginx.upstreams.length >= 2,
    `nginx spread the requests over ${result.viaNginx.upstreams.join(', ')}`,
  );
  assert.equal(result.viaNginx.allowed, 5, `through nginx: ${result.viaNginx.statuses}`);
  assert.equal(result.direct.allowed, 5, `straight to the instances in turn: ${result.direct.statuses}`);
  assert.ok(result.viaNginx.statuses.slice(5).every((s) => s === 429));
});

test('an Idempotency-Key answered by one instance is honoured by another', async () => {
  const { statuses, first, second } = await idempotencyAcrossInstances(setup);
  assert.deepEqual(statuses, [200, 200]);
  assert.ok(first.reference, JSON.stringify(first));
  assert.deepEqual(second, first);
});

test('100 connections for 20 s: one instance killed, then a rolling update, and not one failed request', async () => {
  const result = await loadWithFaults(setup, {
    seconds: Number(process.env.DEPLOY_TEST_SECONDS || 20),
    connections: 100,
  });
  console.log(JSON.stringify(result));
  for (const part of ['pages', 'api']) {
    const r = result[part];
    assert.ok(r.requests > 100, `${part}: only ${r.requests} requests`);
    assert.equal(r.errors + r.timeouts + r.non2xx, 0, `${part}: ${JSON.stringify(r)}`);
  }
  assert.ok(
    result.killed.backAfterSeconds < 10,
    `the killed instance came back after ${result.killed.backAfterSeconds} s`,
  );
  assert.ok(result.rolling.replaced, 'the rolling update replaced every instance');
  // Each instance of the rolling update stopped once the answers it had begun were sent. Kept-alive connections from
  // nginx once held one open for as long as the load went on (11.7 s here; 130 s under systemd, then killed), where
  // it now takes 0.1-0.3 s.
  const stops = [...setup.output().matchAll(/(web-\d) stopped in ([\d.]+) s/g)].map(([, name, s]) => [name, Number(s)]);
  assert.equal(stops.length, 2, setup.output().slice(-2000));
  for (const [name, seconds] of stops) assert.ok(seconds < 5, `${name} took ${seconds} s to stop under load`);
  assert.doesNotMatch(setup.output(), /of draining; killed/);
  const health = await get('/api/health');
  assert.equal(health.status, 200);
  assert.equal(JSON.parse(health.body).redis.kind, 'redis');
  assert.equal(JSON.parse(health.body).database.kind, 'postgres');
});

test('with every instance down, nginx still answers the pages it has and says 502 for the API', async () => {
  await get('/robots.txt');
  const cached = await get('/robots.txt');
  // Kept 2 seconds, then asked for again in the background while the copy is sent.
  assert.match(cached.headers['x-cache-status'], /HIT|UPDATING/);
  for (const instance of setup.state().instances) process.kill(instance.pid, 'SIGKILL');
  const [page, robots, api] = await Promise.all([get('/home'), get('/robots.txt'), get('/api/health')]);
  assert.equal(page.status, 200);
  assert.equal(robots.status, 200);
  assert.match(robots.headers['x-cache-status'], /HIT|STALE|UPDATING/);
  assert.ok(api.status >= 502 && api.status <= 504, `API with no instance: ${api.status}`);
  assert.deepEqual(securityHeaderProblems(api, '/api/health (no instance)'), []);
  // The supervisor brings them back.
  for (let i = 0; (await get('/api/health')).status !== 200; i += 1) {
    assert.ok(i < 100, 'the instances did not come back');
    await sleep(200);
  }
});

test('an instance that stops answering is killed and started again, and no request fails meanwhile', async () => {
  // Every instance running: after the previous test some may still be starting, so wait until each answers itself.
  // With web-2 still starting when web-1 hangs, a request has no instance left to go to: nginx tries each one once.
  const web1 = () => setup.state().instances.find((instance) => instance.name === 'web-1');
  const answersItself = async ({ port }) =>
    (await request(`http://127.0.0.1:${port}/api/health`).catch(() => ({}))).status === 200;
  for (let i = 0; !(await Promise.all(setup.state().instances.map(answersItself))).every(Boolean); i += 1) {
    assert.ok(i < 150, `not every instance became healthy: ${JSON.stringify(setup.state().instances)}`);
    await sleep(200);
  }
  const hung = web1();
  process.kill(hung.pid, 'SIGSTOP'); // alive, but answers nothing: as an endless loop would leave it
  const started = Date.now();
  // Requests that reach the hung instance wait until it is killed, then nginx sends them to another.
  const answers = await Promise.all([1, 2, 3, 4].map(() => get('/api/health')));
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [200, 200, 200, 200],
    setup.output().slice(-3000),
  );
  let replaced;
  while (!replaced) {
    assert.ok(Date.now() - started < 60_000, 'the hung instance was not replaced within 60 s');
    await sleep(250);
    replaced = setup
      .state()
      .instances.find(
        (instance) => instance.name === 'web-1' && instance.pid !== hung.pid && instance.state === 'running',
      );
  }
  assert.match(setup.output(), /web-1 has not answered for \d+ s: killing it/);
  for (let i = 0; (await get('/api/health')).status !== 200; i += 1) {
    assert.ok(i < 100, 'the new web-1 did not become healthy');
    await sleep(200);
  }
});

test('no /api/* response ever came from the cache', async () => {
  await sleep(1_200); // the access log is flushed every second
  const apiLines = setup
    .accessLog()
    .split('\n')
    .filter((line) => / \/api\//.test(line));
  assert.ok(apiLines.length > 100, `only ${apiLines.length} API requests in the log`);
  const fromCache = apiLines.filter((line) => !/ cache=- /.test(line));
  assert.deepEqual(fromCache.slice(0, 5), []);
  for (const { path: p, response } of seen.filter(({ path: p }) => p.startsWith('/api/'))) {
    assert.equal(response.headers['x-cache-status'], undefined, p);
  }
});

test('SIGTERM to its process group stops everything and leaves no process behind', async () => {
  const result = await setup.stop();
  setup = null;
  assert.equal(result.code, 0, JSON.stringify(result));
  assert.ok(result.children.length >= 5, `tracked ${result.children.length} processes`);
  assert.deepEqual(result.leftBehind, []);
});

test('a launcher lost to SIGKILL leaves its processes running, and the next start stops them', async () => {
  const lost = await startDeploy();
  const orphans = await lost.killLauncher();
  await sleep(500);
  assert.ok(orphans.filter(alive).length >= 5, 'nginx, the instances, Redis and Postgres run on without it');
  const next = await startDeploy({ scratch: lost.scratch });
  try {
    assert.match(next.output(), /stopping \d+ processes a previous launcher left running/);
    assert.deepEqual(orphans.filter(alive), []);
    assert.equal((await request(`${next.url}/api/health`)).status, 200);
  } finally {
    const result = await next.stop();
    assert.deepEqual(result.leftBehind, []);
  }
});
