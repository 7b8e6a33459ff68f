/** @jest-environment node */
// What the Worker sends over HTTPS (lib/server/http/report-to.mjs): its policy names the Reporting API's endpoint, and
// Reporting-Endpoints says where that is. Over plain HTTP, on a file, and on a page without a policy, nothing changes.
import { withReportTo } from '@/lib/server/http/report-to.mjs';
import { NO_INLINE_SCRIPT_POLICY } from '@/lib/server/http/security-headers.mjs';

const answer = (headers: Record<string, string>) => new Response('<p>page</p>', { status: 200, headers });

it('adds report-to and its endpoint to an answer over HTTPS, keeping its status, body and other headers', async () => {
  const sent = withReportTo(
    new Request('https://shop.example/about'),
    answer({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': NO_INLINE_SCRIPT_POLICY,
      'cache-control': 'no-store',
    }),
  );
  expect(sent.headers.get('content-security-policy')).toBe(`${NO_INLINE_SCRIPT_POLICY}; report-to csp`);
  expect(sent.headers.get('reporting-endpoints')).toBe('csp="/api/csp-reports"');
  expect(sent.headers.get('cache-control')).toBe('no-store');
  expect(sent.status).toBe(200);
  expect(await sent.text()).toBe('<p>page</p>');
  // Once only, whichever way an answer comes back through it.
  const again = withReportTo(new Request('https://shop.example/about'), sent);
  expect(again.headers.get('content-security-policy')).toBe(`${NO_INLINE_SCRIPT_POLICY}; report-to csp`);
});

it('leaves a page over plain HTTP, a file, and a page without a policy as they are', () => {
  const plain = answer({ 'content-type': 'text/html', 'content-security-policy': NO_INLINE_SCRIPT_POLICY });
  expect(withReportTo(new Request('http://localhost:8787/about'), plain)).toBe(plain);
  // A report comes from a page: a file's header would be paid on each file of a visit for nothing.
  const file = answer({ 'content-type': 'text/javascript', 'content-security-policy': NO_INLINE_SCRIPT_POLICY });
  expect(withReportTo(new Request('https://shop.example/_next/static/chunks/a.js'), file)).toBe(file);
  const none = answer({ 'content-type': 'text/html' });
  expect(withReportTo(new Request('https://shop.example/about'), none)).toBe(none);
});
