/** @jest-environment node */
// The public pages' violation reports, posted to the route as browsers post them, against PGlite: both shapes are
// counted in one row per page, directive and what was blocked; nothing of the visitor is kept (no address, browser,
// sample, query or reference); another site's page is dropped; whatever is not a report gets its 4xx and changes no
// row; the table stays bounded; the retention round deletes what nobody reported for 90 days.
import { eq } from 'drizzle-orm';
import * as reportRoute from '@/app/api/csp-reports/route';
import { getDatabase } from '@/lib/server/db/connection';
import { cspReports } from '@/lib/server/db/csp-report-schema';
import { CSP_REPORT_RETENTION_DAYS, deleteOldCspReports } from '@/lib/server/csp/csp-report-retention';
import { MAX_PAGE_PATH } from '@/lib/server/csp/csp-report-reduce';
import { CSP_REPORT_MAX_BYTES, CSP_REPORTS_PER_MINUTE } from '@/lib/server/csp/csp-report-route';
import { MAX_ROWS, OVERFLOW_PAGE, recordCspReports } from '@/lib/server/csp/csp-report-store';
import { pgliteBackend } from '../support/order-backends';
import { rowChanges, watchRowChanges } from '../support/route-fuzz';
import {
  cspTables,
  LEGACY,
  legacyReport,
  REPORTING,
  reportingEntry,
  reportRequest,
  SITE,
} from '../support/csp-report-requests';

// The outbox is what the burst suite asserts; nothing is sent here.
jest.mock('@/lib/server/mail/deliver', () => ({ deliverQueuedMailSoon: () => undefined }));

jest.setTimeout(30_000);
beforeAll(async () => {
  for (const level of ['info', 'warn', 'error'] as const)
    jest.spyOn(console, level).mockImplementation(() => undefined);
  process.env.TRUST_PROXY = '1';
  await pgliteBackend.setUp();
  await watchRowChanges();
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await pgliteBackend.tearDown();
  jest.restoreAllMocks();
});

let client = 0;
/** Posts as a client of its own, so that only the rate limit's test meets the limit. */
const post = (body: BodyInit | object | null, type = LEGACY, headers: Record<string, string> = {}) =>
  reportRoute.POST(reportRequest(body, { type, from: `198.51.100.${++client}`, headers }));
async function rowsOf(pagePath: string) {
  const { db } = await getDatabase();
  return db.select().from(cspReports).where(eq(cspReports.pagePath, pagePath)).orderBy(cspReports.id);
}
const keysOf = (rows: { pagePath: string; directive: string; blocked: string; count: number }[]) =>
  rows.map(({ pagePath, directive, blocked, count }) => [pagePath, directive, blocked, count]);

it('counts a report in either shape in one row: the same block twice makes 2', async () => {
  const legacy = await post(legacyReport());
  expect([legacy.status, await legacy.text()]).toEqual([204, '']);
  // Chromium's batch: its other reports (a deprecation) are passed over.
  const deprecation = { type: 'deprecation', url: `${SITE}/home`, body: { id: 'x', message: 'y' } };
  const batch = await post([reportingEntry(), deprecation], `${REPORTING}; charset=utf-8`);
  expect(batch.status).toBe(204);
  const [row] = await rowsOf('/home');
  expect(keysOf(await rowsOf('/home'))).toEqual([['/home', 'script-src-elem', 'inline', 2]]);
  expect(row.lastSeen.getTime()).toBeGreaterThanOrEqual(row.firstSeen.getTime());
});

it('keeps the page’s path, the directive and a word or an origin: nothing of the visitor', async () => {
  const about = `${SITE}/Products/category/herbs?q=ama+mensah&phone=0244123456#cart`;
  const sent = [
    { 'document-uri': about, 'blocked-uri': 'https://cdn.evil.example:8443/lib.js?token=abc123' },
    { 'document-uri': about, 'blocked-uri': `${SITE}/_next/static/x.js?v=2`, 'effective-directive': 'script-src' },
    { 'document-uri': about, 'blocked-uri': 'data:image/png;base64,AAAA', 'effective-directive': 'img-src' },
    { 'document-uri': about, 'blocked-uri': 'chrome-extension://abcdefghijkl/inject.js' },
    // An older engine names the violated directive with its sources, and no effective one.
    { 'document-uri': about, 'effective-directive': undefined, 'violated-directive': "style-src-attr 'self'" },
  ];
  for (const fields of sent) expect((await post(legacyReport(fields))).status).toBe(204);
  const wasm = reportingEntry({ documentURL: about, blockedURL: 'wasm-eval', effectiveDirective: 'script-src' });
  expect((await post([wasm], REPORTING)).status).toBe(204);
  expect(keysOf(await rowsOf('/Products/category/herbs'))).toEqual([
    ['/Products/category/herbs', 'script-src-elem', 'https://cdn.evil.example:8443', 1],
    ['/Products/category/herbs', 'script-src', 'self', 1],
    ['/Products/category/herbs', 'img-src', 'data', 1],
    ['/Products/category/herbs', 'script-src-elem', 'extension', 1],
    ['/Products/category/herbs', 'style-src-attr', 'inline', 1],
    ['/Products/category/herbs', 'script-src', 'wasm-eval', 1],
  ]);
  // A receipt's and a booking's address hold the buyer's reference: the path keeps only the kind of page.
  await post(legacyReport({ 'document-uri': `${SITE}/orders/MHV-LX2K9Q-3F2A1B9C0D?key=s3cret` }));
  await post([reportingEntry({ documentURL: `${SITE}/bookings/BK-7Q2W9E/calendar.ics` })], REPORTING);
  expect((await rowsOf('/orders/[reference]')).map((row) => row.count)).toEqual([1]);
  expect((await rowsOf('/bookings/[reference]/calendar.ics')).map((row) => row.count)).toEqual([1]);

  const stored = JSON.stringify(await cspTables());
  for (const secret of ['198.51.100', 'Mozilla', 'Chrome', 'token', 'abc123', 'ama', '0244123456', 'utm_source'])
    expect(stored).not.toContain(secret);
  for (const secret of ['alert', 'cookie', 'MHV-LX2K9Q', 's3cret', 'BK-7Q2W9E', 'inject.js', 'abcdefghijkl', '?'])
    expect(stored).not.toContain(secret);
});

it(`cuts a page’s path to ${MAX_PAGE_PATH} characters`, async () => {
  const long = `/teachings/${'a'.repeat(400)}`;
  expect((await post(legacyReport({ 'document-uri': `${SITE}${long}?x=1` }))).status).toBe(204);
  expect(keysOf(await rowsOf(long.slice(0, MAX_PAGE_PATH)))).toEqual([
    [long.slice(0, MAX_PAGE_PATH), 'script-src-elem', 'inline', 1],
  ]);
});

it('drops another site’s page, a report-only violation and a directive no browser names, answering 204', async () => {
  const before = await rowChanges();
  const dropped = [
    legacyReport({ 'document-uri': 'https://elsewhere.example/home' }),
    legacyReport({ 'document-uri': 'https://shop.test.elsewhere.example/home' }),
    legacyReport({ disposition: 'report' }),
    legacyReport({ 'effective-directive': 'made-up-src' }),
    legacyReport({ 'document-uri': 'about:blank' }),
  ];
  for (const report of dropped) expect((await post(report)).status).toBe(204);
  expect((await post([reportingEntry({ documentURL: 'https://elsewhere.example/' })], REPORTING)).status).toBe(204);
  expect(await rowChanges()).toBe(before);
  // The site's own address (SITE_URL) is ours too, whichever host the report reached.
  process.env.SITE_URL = 'https://mhv.example';
  try {
    expect((await post(legacyReport({ 'document-uri': 'https://mhv.example/about' }))).status).toBe(204);
  } finally {
    delete process.env.SITE_URL;
  }
  expect(keysOf(await rowsOf('/about'))).toEqual([['/about', 'script-src-elem', 'inline', 1]]);
});

it('refuses whatever is no report with its 4xx and a sentence, and changes no row', async () => {
  const before = { changes: await rowChanges(), tables: await cspTables() };
  const get = await reportRoute.GET();
  expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
  expect((await reportRoute.PUT()).status).toBe(405);
  const cases: [BodyInit | object | null, string, number, string][] = [
    [legacyReport(), 'application/json', 415, 'application/csp-report'],
    [legacyReport(), 'text/plain', 415, 'application/csp-report'],
    ['{"csp-report": ', LEGACY, 400, 'The request body is not valid JSON.'],
    [{ 'csp-report': { 'blocked-uri': 'inline' } }, LEGACY, 400, 'csp-report.document-uri'],
    [legacyReport({ 'effective-directive': undefined, 'violated-directive': undefined }), LEGACY, 400, 'no directive'],
    [[reportingEntry()], LEGACY, 400, 'The report is malformed'],
    [reportingEntry(), REPORTING, 400, 'The report is malformed'],
    [[reportingEntry(), reportingEntry({ documentURL: 7 })], REPORTING, 400, '[1].body.documentURL'],
    [
      { 'csp-report': { 'document-uri': `${SITE}/home`, 'effective-directive': 'x'.repeat(CSP_REPORT_MAX_BYTES) } },
      LEGACY,
      413,
      'kB',
    ],
  ];
  for (const [body, type, status, words] of cases) {
    const response = await post(body, type);
    const answer = await response.json();
    expect([response.status, answer.error]).toEqual([status, expect.stringContaining(words)]);
  }
  const untyped = await reportRoute.POST(reportRequest(legacyReport(), { headers: { 'content-type': '' } }));
  expect(untyped.status).toBe(415);
  expect(await rowChanges()).toBe(before.changes);
  expect(await cspTables()).toEqual(before.tables);
});

it(`takes ${CSP_REPORTS_PER_MINUTE} reports a minute from one client, then 429 with Retry-After; another client is not held up`, async () => {
  const from = (address: string, type = 'text/plain') =>
    reportRoute.POST(reportRequest(legacyReport(), { type, from: address }));
  for (let n = 0; n < CSP_REPORTS_PER_MINUTE; n += 1) expect((await from('2001:db8:77::1')).status).toBe(415);
  const before = await rowChanges();
  // The same /64, another address: the same client.
  const limited = await from('2001:db8:77::2', LEGACY);
  expect([limited.status, Number(limited.headers.get('retry-after'))]).toEqual([429, expect.any(Number)]);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await rowChanges()).toBe(before);
  expect((await from('2001:db8:78::1', LEGACY)).status).toBe(204);
});

it('answers 503 with a plain sentence when the database cannot be reached', async () => {
  const { closeDatabase } = await import('@/lib/server/db/connection');
  const dataDir = process.env.DATA_DIR;
  await closeDatabase();
  process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:9/none';
  try {
    const response = await post(legacyReport());
    expect([response.status, (await response.json()).error]).toEqual([
      503,
      'The service is temporarily unavailable. Please try again shortly.',
    ]);
  } finally {
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = dataDir;
    await closeDatabase();
  }
});

it(`stays within ${MAX_ROWS} rows: a new page past them is counted in its directive’s catch-all row`, async () => {
  const { db } = await getDatabase();
  const now = new Date();
  const room = MAX_ROWS - (await db.$count(cspReports));
  const filler = Array.from({ length: room }, (_, n) => ({
    pagePath: `/filler/${n}`,
    directive: 'img-src',
    blocked: 'https://img.example',
    count: 1,
    firstSeen: now,
    lastSeen: now,
  }));
  await db.insert(cspReports).values(filler);
  const key = (pagePath: string, directive = 'script-src-elem', blocked = 'inline') => ({
    pagePath,
    directive,
    blocked,
  });
  await recordCspReports(db, [key('/new-1'), key('/new-2', 'style-src-elem'), key('/new-3'), key('/home')]);
  expect(await db.$count(cspReports)).toBe(MAX_ROWS + 2);
  expect(keysOf(await rowsOf(OVERFLOW_PAGE))).toEqual([
    [OVERFLOW_PAGE, 'script-src-elem', 'other', 2],
    [OVERFLOW_PAGE, 'style-src-elem', 'other', 1],
  ]);
  // A row already kept is still counted in its own row.
  expect(keysOf(await rowsOf('/home'))).toEqual([['/home', 'script-src-elem', 'inline', 4]]);
});

it('the retention round deletes the rows nobody reported for 90 days, and only those', async () => {
  const { db } = await getDatabase();
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await db
    .update(cspReports)
    .set({ lastSeen: daysAgo(CSP_REPORT_RETENTION_DAYS + 1) })
    .where(eq(cspReports.directive, 'img-src'));
  await db
    .update(cspReports)
    .set({ lastSeen: daysAgo(CSP_REPORT_RETENTION_DAYS - 1) })
    .where(eq(cspReports.pagePath, '/about'));
  const olds = await db.$count(cspReports, eq(cspReports.directive, 'img-src'));
  const total = await db.$count(cspReports);
  expect(await deleteOldCspReports()).toBe(olds);
  expect(await db.$count(cspReports)).toBe(total - olds);
  expect(await rowsOf('/about')).toHaveLength(1);
  expect(await deleteOldCspReports()).toBe(0);
});
