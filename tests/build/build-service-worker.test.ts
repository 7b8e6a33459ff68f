/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { offlinePage } from '@/build/build-service-worker.mjs';
import { OFFLINE_SCRIPT_MARK } from '@/lib/site/pwa/offline-page.mjs';

// The prerendered offline page in the shape Next writes it (after the page-scripts loader has replaced its tags).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css?dpl=x1&amp;v=2" data-precedence="next"/>',
  '<link rel="preload" as="image" href="/pages/hero.svg"/>',
  '<meta property="og:title" content="Offline"/><meta name="twitter:card" content="summary"/>',
  '<script data-page-scripts="">load(["/_next/static/chunks/main.js"])</script><title>Offline</title></head>',
  '<body><div id="splash" role="status"><div class="spinner"></div><p>Taking you to MHV...</p></div>',
  '<header class="site-header"><div class="bar"><a class="logo" aria-label="MHV home" href="/">MHV</a>',
  '<nav aria-label="Main"><a href="/home">Home</a></nav><button>Open menu</button></div></header>',
  '<main><h1>You’re offline</h1><ul data-kept-pages=""></ul>',
  `<script ${OFFLINE_SCRIPT_MARK}="">listKeptPages()</script></main>`,
  '<footer><a href="/contact">Contact</a></footer>',
  '<button type="button" data-testid="cart-button"><svg></svg></button>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('the offline page the service worker serves', () => {
  it('keeps the page, its stylesheet, its header bar with the home link and its own script', () => {
    const { html, stylesheets } = offlinePage(page);
    expect(stylesheets).toEqual(['/_next/static/chunks/site.css?dpl=x1&v=2']);
    expect(html).toContain('<h1>You’re offline</h1>');
    expect(html).toContain(`<script ${OFFLINE_SCRIPT_MARK}="">listKeptPages()</script>`);
    expect(html).toContain(
      '<header class="site-header"><div class="bar"><a class="logo" aria-label="MHV home" href="/">MHV</a></div></header>',
    );
  });

  it("leaves out what needs the site's code or only costs bytes: scripts, menus, splash, footer, cart button", () => {
    const { html } = offlinePage(page);
    for (const gone of ['data-page-scripts', '__next_f', 'Open menu', 'splash', '<footer', 'cart-button', 'og:title']) {
      expect(html).not.toContain(gone);
    }
  });

  it('is served with a policy that lets its own script run and no other inline script', () => {
    const policy = offlinePage(page).headers['Content-Security-Policy'];
    expect(policy).toContain("default-src 'self'");
    const kept = createHash('sha256').update('listKeptPages()').digest('base64');
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    expect(scriptSources).toEqual(["'self'", `'sha256-${kept}'`]);
  });

  it('stops the build when Next changes the page so that the offline page would break', () => {
    expect(() => offlinePage(page.replace(OFFLINE_SCRIPT_MARK, 'data-other'))).toThrow(OFFLINE_SCRIPT_MARK);
    expect(() => offlinePage(page.replace(/<link rel="stylesheet"[^>]*\/>/, ''))).toThrow('stylesheet');
    expect(() => offlinePage(page.replace(' aria-label="MHV home"', ''))).toThrow('home link');
  });
});
