import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { serverEnv } from '@/lib/server/env';
import { readBody, TooLarge } from '@/lib/server/http/guard/body-limit';
import type { GuardCore } from '@/lib/server/http/guard/core';
import { guardedRoute } from '@/lib/server/http/guard/guarded-route';
import { parseJson } from '@/lib/server/http/guard/json-body';
import { GUARD_MESSAGES } from '@/lib/server/http/guard/messages';
import { routeMethods } from '@/lib/server/http/guard/method';
import { failure } from '@/lib/server/http/guard/respond';
import type { Caller } from '@/lib/server/http/guard/types';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { reduceViolation, type CspReportKey, type OwnOrigin } from './csp-report-reduce';
import { parseCspReports } from './csp-report-shapes';
import { recordCspReports, type CspRecordOutcome } from './csp-report-store';

// Where browsers send the public pages' policy violations (CSP_REPORT_PATH). Browsers send them without cookies and
// often without an Origin, so none is asked for: anyone can post here, which is why nothing posted is kept as it was
// sent (csp-report-reduce) and the table stays bounded (csp-report-store). The guard's own steps, in its order: POST
// only (405), the per-client rate limit (429), then the report's type (415), its size counted as it arrives (413), and
// its shape (400, with the reason). A kept or dropped report alike is 204: a browser does nothing with the answer.

/** A browser's batch is a few hundred bytes a report; the Reporting API sends a few reports at once. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Reports (requests) a minute from one client: far more than one visitor's pages make, even broken. */
export const CSP_REPORTS_PER_MINUTE = 60;

const NOT_A_REPORT =
  'The request body must be a CSP report (Content-Type: application/csp-report or application/reports+json).';

type Shape = 'legacy' | 'reporting';

function shapeOf(contentType: string | null): Shape | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/csp-report') return 'legacy';
  return type === 'application/reports+json' ? 'reporting' : null;
}

/** A Host header's name alone ('shop.test:3000' -> 'shop.test'), in the URL parser's spelling, or null. */
function hostName(host: string | null | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/** The site's address, and the host this report was sent to (the page's own, since the policy names a path). */
function ownOrigin(request: Request): OwnOrigin {
  const forwarded = serverEnv('TRUST_PROXY') ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : null;
  const requestHost = hostName(forwarded || request.headers.get('host')) ?? hostName(new URL(request.url).host);
  return { siteOrigin: serverEnv('SITE_URL').origin, requestHost };
}

/** Counts the kept reports; the burst mail, if this batch queued it, goes out after the answer. */
async function keepCspReports(keys: CspReportKey[]): Promise<CspRecordOutcome> {
  if (keys.length === 0) return { counted: 0, mailed: false };
  const outcome = await recordCspReports((await getDatabase()).db, keys);
  if (outcome.mailed) deliverQueuedMailSoon();
  return outcome;
}

type Refusal = { status: 400 | 413; message: string };

/** The reports the body holds, reduced to what is kept, or why the body is refused. */
async function readReports(request: Request, shape: Shape, limit: number): Promise<CspReportKey[] | Refusal> {
  let bytes: Uint8Array;
  try {
    bytes = await readBody(request, limit);
  } catch (error) {
    if (!(error instanceof TooLarge)) return { status: 400, message: GUARD_MESSAGES.unreadable };
    return { status: 413, message: `${GUARD_MESSAGES.tooLarge} The limit is ${Math.round(limit / 1024)} kB.` };
  }
  const json = parseJson(bytes);
  if (!json.ok) return { status: 400, message: GUARD_MESSAGES.badJson };
  const parsed = parseCspReports(shape, json.value);
  if (!parsed.ok) return { status: 400, message: parsed.reason };
  const own = ownOrigin(request);
  return parsed.violations.map((violation) => reduceViolation(violation, own)).filter((key) => key !== null);
}

async function serveReport(request: Request, caller: Caller, core: GuardCore): Promise<Response> {
  const { requestId, clientId } = caller;
  const refuse = ({ status, message }: { status: number; message: string }) => {
    core.log('info', { requestId, client: clientId, status, reason: message });
    return failure(status, message, requestId);
  };
  const shape = shapeOf(request.headers.get('content-type'));
  if (!shape) return refuse({ status: 415, message: NOT_A_REPORT });
  const keys = await readReports(request, shape, core.settings().maxBodyBytes);
  if (!Array.isArray(keys)) return refuse(keys);
  try {
    await keepCspReports(keys);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    core.log('error', { requestId, status: 503, reason: 'the database is unavailable; reports not counted' }, error);
    return failure(503, GUARD_MESSAGES.unavailable, requestId, { 'Retry-After': '60' });
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store', 'X-Request-Id': requestId } });
}

/** Everything the route file exports: POST counts a report, every other method is a 405 with `Allow: POST`. */
export function cspReportRoute() {
  const options = {
    name: 'csp-reports',
    maxBodyBytes: CSP_REPORT_MAX_BYTES,
    ratePerMinute: CSP_REPORTS_PER_MINUTE,
    rateBurst: CSP_REPORTS_PER_MINUTE,
  };
  return routeMethods(
    'POST',
    guardedRoute(options, 'POST', { serve: (request, caller, _context, core) => serveReport(request, caller, core) }),
  );
}
