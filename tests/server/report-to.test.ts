/** @jest-environment node */
// What the Worker sends over HTTPS (lib/server/http/report-to.mjs): its policy names the Reporting API's endpoint, and
// Reporting-Endpoints says where that is. Over plain HTTP, and on an answer without a policy, nothing changes.
import { withReportTo } from '@/lib/server/http/report-to.mjs';
import { NO_INLINE_SCRIPT_POLICY } from '@/lib/server/http/security-headers.mjs';

const answer = (headers: Record<string, string>) => new Response('<p>page</p>', { status: 200, headers });

it('adds report-to and its endpoint to an answer over HTTPS, keeping its status, body and other headers', async () => {
  const sent = withReportTo(
    new Request('https://shop.example/about'),
    answer({ 'content-security-policy': NO_INLINE_SCRIPT_POLICY, 'cache-control': 'no-store' }),
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

it('leaves an answer over plain HTTP, and one without a policy, as they are', () => {
  const plain = answer({ 'content-security-policy': NO_INLINE_SCRIPT_POLICY });
  expect(withReportTo(new Request('http://localhost:8787/about'), plain)).toBe(plain);
  const none = answer({ 'content-type': 'image/webp' });
  expect(withReportTo(new Request('https://shop.example/photo.webp'), none)).toBe(none);
});
