// Policy violations as browsers post them to the report endpoint, for the suites of lib/server/csp: the older
// `report-uri` shape (Firefox, WebKit) and the Reporting API's batch (Chromium), each with everything a browser puts
// in it (the visitor's browser, a sample of the code, the page's query), so a test can check none of it is kept.
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { CSP_REPORT_PATH } from '@/lib/server/http/security-headers.mjs';

/** The site as the tests' requests reach it (no SITE_URL is set: the report's own host makes a page ours). */
export const SITE = 'http://shop.test';
export const LEGACY = 'application/csp-report';
export const REPORTING = 'application/reports+json';
export const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/142.0 Mobile Safari/537.36';

/** One violation in the older shape, as Firefox sends it; `fields` replace or add to the report's own. */
export function legacyReport(fields: Record<string, unknown> = {}) {
  return {
    'csp-report': {
      'document-uri': `${SITE}/home?utm_source=whatsapp&phone=0244123456`,
      referrer: `${SITE}/contact`,
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; script-src 'self'; report-uri /api/csp-reports",
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'line-number': 12,
      'column-number': 4,
      'source-file': `${SITE}/home`,
      'status-code': 200,
      'script-sample': 'alert(document.cookie)',
      ...fields,
    },
  };
}

/** One entry of a Reporting API batch, as Chromium sends it; `body` replaces or adds to the violation's own fields. */
export function reportingEntry(body: Record<string, unknown> = {}) {
  return {
    type: 'csp-violation',
    age: 12,
    url: `${SITE}/home?utm_source=whatsapp`,
    user_agent: BROWSER,
    body: {
      documentURL: `${SITE}/home?utm_source=whatsapp`,
      referrer: '',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'self'; script-src 'self'; report-to csp",
      sourceFile: `${SITE}/home`,
      sample: 'alert(document.cookie)',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 12,
      columnNumber: 4,
      ...body,
    },
  };
}

type Sent = { type?: string; from?: string; method?: string; headers?: Record<string, string> };

/** A POST to the report endpoint from the client `from` (X-Forwarded-For, which the tests trust). */
export function reportRequest(body: BodyInit | object | null, sent: Sent = {}): Request {
  const { type = LEGACY, from = '198.51.100.1', method = 'POST', headers = {} } = sent;
  const text = body === null || typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  return new Request(`${SITE}${CSP_REPORT_PATH}`, {
    method,
    headers: { 'content-type': type, 'x-forwarded-for': from, 'user-agent': BROWSER, ...headers },
    body: method === 'GET' || method === 'HEAD' ? null : (text as BodyInit | null),
  });
}

type Rows<Row> = { rows: Row[] };

/** Every row of the two tables, as the database holds them: what a test checks nothing else was kept in. */
export async function cspTables() {
  const { db } = await getDatabase();
  const reports = (await db.execute(sql`select * from csp_reports order by id`)) as unknown as Rows<object>;
  const alarm = (await db.execute(sql`select * from csp_report_alarm`)) as unknown as Rows<object>;
  return { reports: reports.rows, alarm: alarm.rows };
}
