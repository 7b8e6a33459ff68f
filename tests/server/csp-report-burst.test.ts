/** @jest-environment node */
// The owner's one mail about a burst of blocked scripts and styles: none below 20 reports in ten minutes, one at the
// 20th, none more while the burst goes on, at most one a day (a burst begun within the day is mailed once the day is
// over, if it still goes on), and one only when two servers sharing one Postgres count a burst at the same moment.
import { eq } from 'drizzle-orm';
import * as reportRoute from '@/app/api/csp-reports/route';
import { site } from '@/content/site';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { cspReportAlarm, cspReports } from '@/lib/server/db/csp-report-schema';
import { openPostgres } from '@/lib/server/db/postgres';
import { mailOutbox } from '@/lib/server/db/schema';
import type { CspReportKey } from '@/lib/server/csp/csp-report-reduce';
import { BURST_REPORTS } from '@/lib/server/csp/csp-report-burst';
import { recordCspReports } from '@/lib/server/csp/csp-report-store';
import { pgliteBackend, postgresBackend } from '../support/order-backends';
import { SHARED } from '../support/shared-databases';
import { legacyReport, REPORTING, reportingEntry, reportRequest, SITE } from '../support/csp-report-requests';

// The outbox is what is asserted; sending it is the mail suites' subject.
jest.mock('@/lib/server/mail/deliver', () => ({ deliverQueuedMailSoon: () => undefined }));

jest.setTimeout(30_000);
beforeAll(() => {
  for (const level of ['info', 'warn', 'error'] as const)
    jest.spyOn(console, level).mockImplementation(() => undefined);
  process.env.TRUST_PROXY = '1';
});
afterAll(() => {
  delete process.env.TRUST_PROXY;
  jest.restoreAllMocks();
});

async function burstMails(db?: AppDatabase) {
  const database = db ?? (await getDatabase()).db;
  return database.select().from(mailOutbox).where(eq(mailOutbox.kind, 'csp-burst')).orderBy(mailOutbox.id);
}
let client = 0;
const report = (fields: Record<string, unknown> = {}) =>
  reportRoute.POST(reportRequest(legacyReport(fields), { from: `192.0.2.${++client % 250}` }));
const HOUR = 3_600_000;
const keys = (n: number, pagePath = '/home'): CspReportKey[] =>
  Array.from({ length: n }, () => ({ pagePath, directive: 'script-src-elem', blocked: 'inline' }));

describe('on PGlite', () => {
  beforeAll(() => pgliteBackend.setUp());
  afterAll(() => pgliteBackend.tearDown());

  it('mails the owner once at the 20th report within ten minutes, naming pages, directives, counts and the page', async () => {
    for (let n = 0; n < 12; n += 1) expect((await report()).status).toBe(204);
    const cart = reportingEntry({ documentURL: `${SITE}/cart`, effectiveDirective: 'style-src-elem' });
    expect((await reportRoute.POST(reportRequest(Array(7).fill(cart), { type: REPORTING }))).status).toBe(204);
    expect(await burstMails()).toEqual([]);
    expect((await report({ 'blocked-uri': 'https://cdn.example/x.js' })).status).toBe(204);
    const mails = await burstMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'csp-burst',
      recipient: site.email,
      subject: 'The website’s pages are blocking scripts or styles',
    });
    expect(mails[0].reference).toMatch(/^csp-burst-\d{4}-\d\d-\d\dT/);
    const { body } = mails[0];
    expect(body).toContain('/home  script-src-elem  inline: 12');
    expect(body).toContain('/cart  style-src-elem  inline: 7');
    expect(body).toContain('/home  script-src-elem  https://cdn.example: 1');
    expect(body).toContain('Every count: http://localhost:3000/staff/security');
    // The burst goes on: no second mail.
    for (let n = 0; n < 30; n += 1) await report();
    expect(await burstMails()).toHaveLength(1);
  });

  it('mails a new burst only after a quiet hour, and at most once a day', async () => {
    const { db } = await getDatabase();
    await db.delete(cspReportAlarm);
    await db.delete(mailOutbox).where(eq(mailOutbox.kind, 'csp-burst'));
    const start = Date.parse('2026-11-02T08:00:00Z');
    const at = (hours: number) => new Date(start + hours * HOUR);
    const mailedAt = async (hours: number, n = BURST_REPORTS) =>
      (await recordCspReports(db, keys(n), at(hours))).mailed;
    expect(await mailedAt(0, BURST_REPORTS - 1)).toBe(false);
    expect(await mailedAt(0.05, 1)).toBe(true);
    // Still the same burst: under an hour between bursts of pace.
    expect(await mailedAt(0.5)).toBe(false);
    expect(await mailedAt(1.4)).toBe(false);
    // Below the pace: not a burst, though reports still come.
    expect(await mailedAt(2, 5)).toBe(false);
    // A new burst after a quiet hour, within the day of the last mail: its mail waits for the day's end...
    expect(await mailedAt(3)).toBe(false);
    for (let hours = 3.8; hours < 24; hours += 0.8) expect(await mailedAt(hours)).toBe(false);
    // ...and comes with its first report after it, the burst still going on.
    expect(await mailedAt(24.1)).toBe(true);
    expect(await mailedAt(24.5)).toBe(false);
    // One that begins and ends within a day of the last mail gets none; the console lists it all the same.
    expect(await mailedAt(30)).toBe(false);
    expect(await mailedAt(50)).toBe(true);
    const mails = await burstMails();
    expect(mails.map((mail) => mail.reference)).toEqual([
      `csp-burst-${at(0.05).toISOString()}`,
      `csp-burst-${at(3).toISOString()}`,
      `csp-burst-${at(50).toISOString()}`,
    ]);
  });
});

const postgres = process.env[SHARED.postgresUrl] ? describe : describe.skip;

postgres('two servers on one Postgres', () => {
  beforeAll(() => postgresBackend.setUp());
  afterAll(() => postgresBackend.tearDown());

  it('count a burst at the same moment and mail it once', async () => {
    const { db: first } = await getDatabase();
    const other = await openPostgres(postgresBackend.url!, { migrate: false });
    try {
      for (let round = 0; round < 5; round += 1) {
        // The alarm's row is there already, as on a site that has had reports: both servers would read it at once.
        await first.delete(cspReportAlarm);
        await recordCspReports(first, keys(1, '/warm-up'), new Date(Date.now() - 2 * HOUR));
        await first.delete(cspReports);
        await first.delete(mailOutbox);
        const outcomes = await Promise.all([
          recordCspReports(first, keys(20, '/home')),
          recordCspReports(other.db, keys(20, '/Products')),
        ]);
        expect(outcomes.filter((outcome) => outcome.mailed)).toHaveLength(1);
        expect(await burstMails(other.db)).toHaveLength(1);
        expect((await first.select().from(cspReports)).map((row) => row.count)).toEqual([20, 20]);
      }
    } finally {
      await other.close();
    }
  });

  it('through the route too: forty reports from forty visitors at once make one mail', async () => {
    const { db } = await getDatabase();
    await db.delete(cspReportAlarm);
    await db.delete(mailOutbox);
    const answers = await Promise.all(Array.from({ length: 40 }, () => report()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(204));
    expect(await burstMails()).toHaveLength(1);
  });
});
