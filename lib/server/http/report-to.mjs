// A page the Worker sends over HTTPS (every one, on Cloudflare): its policy also names the Reporting API's endpoint,
// where Chromium and Firefox send their reports instead of to report-uri (security-headers.mjs, REPORT_TO). Over plain
// HTTP (a local preview) the page is left as it is, as those engines would send nothing through report-to there; so
// is any answer that is not a page, as a report comes from a page and the bytes would be paid on every file. nginx
// does the same for its HTTPS pages in its own configuration (deploy/nginx-site.conf.template).
import { POLICY_HEADER, REPORT_TO, REPORTING_ENDPOINTS, REPORTING_ENDPOINTS_HEADER } from './security-headers.mjs';

/**
 * `response` as sent for `request`: with report-to and Reporting-Endpoints when the request came over HTTPS and the
 * response is a page with a policy.
 * @param {Request} request
 * @param {Response} response
 * @returns {Response}
 */
export function withReportTo(request, response) {
  const policy = response.headers.get(POLICY_HEADER);
  const page = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  if (new URL(request.url).protocol !== 'https:' || !page || policy === null || policy.endsWith(REPORT_TO))
    return response;
  // A response's own headers may be immutable (one fetched, or from the cache): the answer is made again around them.
  const headers = new Headers(response.headers);
  headers.set(POLICY_HEADER, `${policy}${REPORT_TO}`);
  headers.set(REPORTING_ENDPOINTS_HEADER, REPORTING_ENDPOINTS);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
