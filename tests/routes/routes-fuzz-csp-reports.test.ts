/** @jest-environment node */
// Property tests of the report endpoint of the public pages' policy, called as Next calls it against a real embedded
// database: whatever headers, query and body arrive (reports of both shapes with any field made hostile, JSON of every
// shape, raw bytes of any kind), never a 5xx, never a stack trace, and a refused request changes no row
// (tests/support/route-fuzz.ts).
import fc from 'fast-check';
import * as reportRoute from '@/app/api/csp-reports/route';
import { getDatabase } from '@/lib/server/db/connection';
import { cspReports } from '@/lib/server/db/csp-report-schema';
import { CSP_REPORT_PATH } from '@/lib/server/http/security-headers.mjs';
import { callRoute, FUZZ_TIMEOUT_MS } from '../support/fuzz-shop';
import { pgliteBackend } from '../support/order-backends';
import {
  headerValue,
  hostileHeaders,
  hostileJsonBody,
  hostileJsonValue,
  hostileQuery,
  hostileText,
} from '../support/hostile-input';
import { fuzzRoute, watchRowChanges } from '../support/route-fuzz';
import { LEGACY, legacyReport, REPORTING, reportingEntry, SITE } from '../support/csp-report-requests';

// A burst of generated reports queues the owner's mail; sending it is the mail suites' subject.
jest.mock('@/lib/server/mail/deliver', () => ({ deliverQueuedMailSoon: () => undefined }));

// The route reads and writes its own two tables alone: a fresh embedded database, without the shop's orders or
// catalogue, is all it needs.
beforeAll(async () => {
  for (const level of ['info', 'warn', 'error'] as const)
    jest.spyOn(console, level).mockImplementation(() => undefined);
  await pgliteBackend.setUp();
  await watchRowChanges();
}, 60_000);
afterAll(async () => {
  await pgliteBackend.tearDown();
  jest.restoreAllMocks();
});

const usually = <T>(usual: fc.Arbitrary<T>, other: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: usual, weight: 4 }, { arbitrary: other, weight: 1 });

const page = usually(
  fc.constantFrom('/home', '/Products', '/orders/MHV-1?key=k', '/bookings/BK-1/calendar.ics', '/', '/a%20b?q=1#x'),
  fc.constant(''),
).map((path) => `${SITE}${path}`);
const documentUrl = usually(page, fc.oneof(fc.constantFrom('https://elsewhere.example/', 'about:blank'), hostileText));
const directive = usually(
  fc.constantFrom('script-src-elem', 'style-src-attr', "script-src 'self' 'unsafe-inline'", 'img-src', 'SCRIPT-SRC'),
  hostileText,
);
const blocked = usually(
  fc.constantFrom('inline', 'eval', 'wasm-eval', 'data', 'blob:', `${SITE}/x.js`, 'https://cdn.example/x.js?t=1', ''),
  fc.oneof(fc.constantFrom('chrome-extension://a/b', 'moz-extension', 'self', 'about:blank'), hostileText),
);
const disposition = usually(fc.constant('enforce'), fc.oneof(fc.constant('report'), hostileText));

/** The older shape: its usual fields, one of them made anything at all, or any JSON object around them. */
const legacyBody = fc.oneof(
  fc
    .record({ 'document-uri': documentUrl, 'effective-directive': directive, 'blocked-uri': blocked, disposition })
    .map((fields) => JSON.stringify(legacyReport(fields))),
  fc
    .tuple(
      fc.constantFrom('document-uri', 'violated-directive', 'effective-directive', 'blocked-uri', 'disposition'),
      hostileJsonValue,
    )
    .map(([field, value]) => JSON.stringify(legacyReport({ [field]: value }))),
  hostileJsonBody({ 'csp-report': fc.record({ 'document-uri': documentUrl, 'violated-directive': directive }) }),
);

/** The Reporting API's batch: violations, one field made anything, reports of other types, anything in between. */
const reportingBody = fc.oneof(
  fc
    .array(
      fc.oneof(
        fc
          .record({ documentURL: documentUrl, effectiveDirective: directive, blockedURL: blocked, disposition })
          .map((body) => reportingEntry(body)),
        fc
          .tuple(fc.constantFrom('documentURL', 'effectiveDirective', 'blockedURL', 'disposition'), hostileJsonValue)
          .map(([field, value]) => reportingEntry({ [field]: value })),
        fc.record({ type: usually(fc.constant('deprecation'), hostileText), url: hostileText, body: hostileJsonValue }),
        hostileJsonValue,
      ),
      { maxLength: 6 },
    )
    .map((entries) => JSON.stringify(entries)),
  hostileJsonBody({ type: fc.constant('csp-violation'), body: hostileJsonValue }),
);

/** A report with the type it is sent as: mostly its own, sometimes the other shape's, another or anything. */
const mistyped = fc
  .tuple(
    fc.oneof(legacyBody, reportingBody),
    fc.oneof(fc.constantFrom(LEGACY, REPORTING, 'application/json', 'text/plain', ''), headerValue),
  )
  .map(([body, type]) => ({ type, body }));
const typedReport = fc.oneof(
  { arbitrary: legacyBody.map((body) => ({ type: LEGACY, body })), weight: 2 },
  { arbitrary: reportingBody.map((body) => ({ type: `${REPORTING}; charset=utf-8`, body })), weight: 2 },
  { arbitrary: mistyped, weight: 1 },
);

/** A kept or dropped report is 204 with no body; every refusal but Next's 405 carries a sentence. */
function checkAnswer(response: Response, body: string) {
  if (response.status === 204) expect(body).toBe('');
  if (response.status >= 400) expect(typeof JSON.parse(body).error).toBe('string');
}

describe('the report endpoint under generated hostile requests', () => {
  it(
    'POST /api/csp-reports: any headers, query and report',
    async () => {
      const cases = fc
        .record({
          method: usually(fc.constant('POST'), fc.constantFrom('GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')),
          path: fc.constant(CSP_REPORT_PATH),
          query: hostileQuery(),
          headers: hostileHeaders,
          report: typedReport,
        })
        .map(({ headers, report, ...call }) => ({
          ...call,
          headers: { 'content-type': report.type, ...headers },
          body: report.body,
        }));
      const statuses = await fuzzRoute({
        name: 'POST /api/csp-reports',
        cases,
        send: (call) => callRoute(reportRoute, call),
        check: checkAnswer,
      });
      expect([statuses[204], statuses[400], statuses[415]]).toEqual([
        expect.any(Number),
        expect.any(Number),
        expect.any(Number),
      ]);
      // Some of the cases were counted: the store was reached, not only the refusals.
      const { db } = await getDatabase();
      expect(await db.$count(cspReports)).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'POST /api/csp-reports: raw bytes of any kind, as a report or not',
    async () => {
      const cases = fc.record({
        headers: fc.oneof(
          { arbitrary: fc.constantFrom({ 'content-type': LEGACY }, { 'content-type': REPORTING }), weight: 4 },
          hostileHeaders.map((headers) => ({ 'content-type': LEGACY, ...headers })),
        ),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          // A valid report cut short, or with a byte no UTF-8 text has.
          fc
            .constantFrom(JSON.stringify(legacyReport()), JSON.stringify([reportingEntry()]))
            .map((text) => new TextEncoder().encode(text))
            .chain((whole) =>
              fc.oneof(
                fc.integer({ min: 0, max: whole.length - 1 }).map((cut) => whole.slice(0, cut)),
                fc
                  .tuple(fc.integer({ min: 0, max: whole.length - 1 }), fc.integer({ min: 0x80, max: 0xff }))
                  .map(([at, byte]) => Uint8Array.from([...whole.slice(0, at), byte, ...whole.slice(at)])),
              ),
            ),
          fc.integer({ min: 12_000, max: 24_000 }).map((size) => new Uint8Array(size).fill(0x20)),
        ),
      });
      let visitor = 0;
      const statuses = await fuzzRoute({
        name: 'POST /api/csp-reports (bytes)',
        cases,
        send: ({ headers, bytes }) => {
          visitor += 1;
          return reportRoute.POST(
            new Request(`${SITE}${CSP_REPORT_PATH}`, {
              method: 'POST',
              headers: { 'x-forwarded-for': `10.7.${(visitor >> 8) & 255}.${visitor & 255}`, ...headers },
              body: bytes,
            }),
          );
        },
        check: checkAnswer,
      });
      expect([statuses[400], statuses[413]]).toEqual([expect.any(Number), expect.any(Number)]);
    },
    FUZZ_TIMEOUT_MS,
  );
});
