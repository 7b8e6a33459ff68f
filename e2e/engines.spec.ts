import { test, expect } from '@playwright/test';
import { products } from '@/content/products';
import { directoryListings, directoryPageSize } from '@/content/directory';
import { allShopPaths } from '@/lib/shop/catalogue/shop-query';
import { allDirectoryPaths } from '@/lib/catalogue/directory/directory-pages';
import { SITE_PATHS } from '@/lib/site/seo';
import { pageWith, pesewas, twoProducts } from './support/catalogue';
import { initializedFor } from './support/fake-paystack-api-client';
import { uniqueEmail } from './support/shop-helpers';
import { blockedInlineScripts } from './support/csp-counts';
import { startEngineProxy } from './support/engines/engine-proxy';
import { RECORDED_ERRORS, until, xpathLiteral, type EngineSession } from './support/engines/engine-session';
import { firefoxSession } from './support/engines/firefox-session';
import { webkitSession } from './support/engines/webkit-session';

// The engines besides Chromium that our visitors use: WebKit (iOS Safari, about an eighth of Ghana's traffic, here
// Debian's WebKitGTK at a phone's width) and Firefox (here Debian's Firefox ESR at a desktop's). Each visits every
// kind of page and buys up to Paystack's popup, with no script error, unhandled rejection or policy violation on the
// way. They drive their own browsers, not Playwright's page, so they run beside the Chromium tests.

const listPages = [...allShopPaths(products), ...allDirectoryPaths(directoryListings.length, directoryPageSize)];
/** Every kind of page a visitor opens: each page of the site, a second page and a category of each list, the cart,
 * the menu, the offline page and an address that does not exist. */
const ROUTES = [
  ...SITE_PATHS,
  ...[/^\/Products\/page\/2$/, /^\/Products\/category\/[^/]+$/, /^\/directory\/page\/2$/, /^\/directory\/all$/].map(
    (pattern) => listPages.find((path) => pattern.test(path)) ?? '',
  ),
  '/cart',
  '/menu',
  '/offline',
  '/no-such-page',
];

// WebKitGTK's WebDriver makes an HTTPS proxy one it speaks TLS to, and refuses a certificate made here (and with a
// SOCKS proxy it looks Paystack's names up itself, which fails on this closed network): Paystack's hosts cannot be
// answered for it. Its test proves the server asked Paystack for the right charge and the page opened the popup's
// frame; Firefox, which tunnels HTTPS through the proxy, shows the popup's content too.
// Each engine has a page of its own to receive an inline script on its way, so their counts stay apart.
const engines = [
  {
    name: 'Firefox ESR',
    open: firefoxSession,
    viewport: { width: 1280, height: 800 },
    reachesPaystack: true,
    injectedPage: '/about',
  },
  {
    name: 'WebKitGTK',
    open: webkitSession,
    viewport: { width: 375, height: 740 },
    reachesPaystack: false,
    injectedPage: '/teachings',
  },
];

const POPUP_FRAME = 'iframe[id^="inline-checkout-"]';
const POPUP_FRAME_XPATH =
  "//iframe[starts-with(@id, 'inline-checkout-')][starts-with(@src, 'https://checkout.paystack.com/')]";

const dialog = (title: string) =>
  `//*[@role='dialog'][@aria-labelledby=//*[normalize-space()=${xpathLiteral(title)}]/@id]`;
const card = (name: string) => `//*[@data-testid='product-card'][.//*[normalize-space()=${xpathLiteral(name)}]]`;
/** A script that answers whether `xpath` finds an element. */
const present = (xpath: string) =>
  `return document.evaluate(${JSON.stringify(xpath)}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue !== null;`;
const button = (label: string) => `//button[normalize-space()=${xpathLiteral(label)}]`;

for (const engine of engines) {
  test(`${engine.name}: every route, then the shop up to Paystack's popup, without a script error`, async ({
    baseURL,
    browser: chromium,
  }) => {
    expect(ROUTES).not.toContain('');
    const proxy = await startEngineProxy(baseURL!);
    let session: EngineSession | null = null;
    try {
      session = await engine.open(baseURL!, proxy.address, engine.viewport);
      const browser = session;
      for (const path of ROUTES) await browser.goto(path);
      expect(await browser.evaluate(RECORDED_ERRORS)).toEqual([]);

      // Two products, one of them twice, from the drawer's quantity; checkout by mobile money.
      const [first, second] = twoProducts();
      for (const product of [first, second]) {
        await browser.goto(pageWith(product));
        await browser.click(`${card(product.name)}${button('Add to Cart')}`);
        await until(`${product.name} to say Added`, () =>
          browser.evaluate(present(`${card(product.name)}${button('Added')}`)),
        );
      }
      const cartLabel = `return document.querySelector('[data-testid="cart-button"]').getAttribute('aria-label');`;
      await until(
        'the badge to count 2',
        async () => (await browser.evaluate<string>(cartLabel)) === 'Shopping cart, 2 items',
      );
      await browser.click("//*[@data-testid='cart-button']");
      await browser.type(
        `${dialog('Shopping Cart')}//input[@aria-label=${xpathLiteral(`Quantity of ${first.name}`)}]`,
        '2',
      );
      await until('the badge to count 3', async () => (await browser.evaluate<string>(cartLabel)).endsWith(' 3 items'));
      await browser.click(`${dialog('Shopping Cart')}${button('Checkout')}`);
      const checkout = dialog('Checkout');
      await browser.type(`${checkout}//input[@name='name']`, 'Ama Owusu');
      await browser.type(`${checkout}//input[@name='phone']`, '0244000333');
      const email = uniqueEmail('engines', engine.name.replace(/\W/g, ''));
      await browser.type(`${checkout}//input[@name='email']`, email);
      expect(await browser.evaluate(`return document.querySelector('select[name="paymentMode"]').value;`)).toBe('Momo');
      await browser.click(`${checkout}${button('Pay Now')}`);

      // The server asked Paystack to charge what it priced, in pesewas, and the page opened Paystack's popup on it.
      const total = pesewas(first.price * 2 + second.price);
      const asked = await until('the transaction', async () => (await initializedFor(email))[0]);
      expect({ amount: asked.amount, currency: asked.currency }).toEqual({ amount: total, currency: 'GHS' });
      await until("Paystack's popup to open", () => browser.evaluate(present(POPUP_FRAME_XPATH)));
      if (engine.reachesPaystack) {
        // The popup (the fake, answered by the proxy) shows that transaction.
        const shown = await until('the popup to show the transaction', () =>
          browser.frameText(POPUP_FRAME, '[data-testid="params"]').then((text) => text || null),
        );
        expect(JSON.parse(shown)).toMatchObject({ amount: total, currency: 'GHS', email });
      }
      expect(await browser.evaluate(RECORDED_ERRORS)).toEqual([]);

      // An inline script added to a page on its way (a poisoned cache, a compromised network) does not run, the page
      // still works, and the engine's report reaches the count the owner reads in the console.
      const reports = await blockedInlineScripts(chromium, engine.name.replace(/\W/g, ''));
      try {
        const before = await reports.count(engine.injectedPage);
        proxy.injectInto(engine.injectedPage);
        await browser.goto(engine.injectedPage);
        expect(await browser.evaluate('return window.injected === undefined;')).toBe(true);
        expect(await browser.evaluate(RECORDED_ERRORS)).toEqual([
          expect.stringMatching(
            new RegExp(`^${engine.injectedPage}: CSP violation: script-src(-elem)? blocked inline`),
          ),
        ]);
        await until('the report to be counted', async () => (await reports.count(engine.injectedPage)) === before + 1);
      } finally {
        await reports.close();
      }
    } finally {
      await session?.close();
      await proxy.close();
    }
  });
}
