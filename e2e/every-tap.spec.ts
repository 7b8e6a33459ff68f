import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { mainNavigation, moreNavigation, talkLinks } from '@/content/navigation';
import { site } from '@/content/site';
import { LOADER_MARK } from '@/lib/site/page-scripts/page-scripts-mark.mjs';
import { inStock, money, pageWith, pesewas, shopPagesWith, twoProducts } from './support/catalogue';
import { consoleSites, httpSession, uniqueStaffEmail } from './support/console';
import { installFakePaystack } from './support/fake-paystack';
import { cartButton, cartDrawer, openCart, productCard, storedCart, uniqueEmail } from './support/shop-helpers';

// Buying before the page's code has loaded, or without it: 'Add to Cart' and the cart button are forms, the server
// keeps the cart in a cookie and shows it on /cart, and the code, once it runs, takes the lines into its own cart.

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A visitor's browser with JavaScript off (or a browser our code cannot run in), at 375 px. */
async function withoutCode(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

const cartLine = (scope: Pick<Page, 'getByTestId'>, name: string) =>
  scope.getByTestId('cart-line').filter({ hasText: name });

test.describe('without JavaScript', () => {
  test(
    "add two products, change a quantity and remove one on /cart, pay by mobile money on Paystack's page",
    { tag: '@phone' },
    async ({ browser, baseURL }, testInfo) => {
      const [first, second] = twoProducts();
      const { page, close } = await withoutCode(browser, baseURL);
      await installFakePaystack(page);
      const email = uniqueEmail('no-code', testInfo.project.name);
      try {
        await page.goto(pageWith(first));
        await productCard(page, first.name).getByRole('button', { name: 'Add to Cart' }).click();
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
        await expect(cartLine(page, first.name)).toContainText(`${money(first.price)} × 1`);

        await page.goto(pageWith(second));
        await productCard(page, second.name).getByRole('button', { name: 'Add to Cart' }).click();
        await expect(page.getByTestId('cart-line')).toHaveCount(2);

        // The quantity is a form of its own; the line and the subtotal follow.
        await cartLine(page, first.name)
          .getByRole('spinbutton', { name: `Quantity of ${first.name}` })
          .fill('3');
        await cartLine(page, first.name).getByRole('button', { name: 'Update' }).click();
        await expect(cartLine(page, first.name)).toContainText(`${money(first.price)} × 3 = ${money(first.price * 3)}`);
        await expect(page.getByText('Subtotal').locator('xpath=following-sibling::*[1]')).toHaveText(
          money(first.price * 3 + second.price),
        );

        await cartLine(page, second.name)
          .getByRole('button', { name: `Remove ${second.name}` })
          .click();
        await expect(page.getByTestId('cart-line')).toHaveCount(1);

        // The cart button reaches the same page.
        await page.goto('/home');
        await cartButton(page).click();
        await expect(page).toHaveURL(/\/cart\??$/);
        await expect(cartLine(page, first.name)).toContainText('× 3');

        // Checkout leads to the drawer's fields as a form. One left empty: the sentence above them, the rest kept.
        await page.getByRole('link', { name: 'Checkout' }).click();
        const checkout = page.getByRole('form', { name: 'Checkout' });
        await expect(checkout.getByLabel('Payment Mode')).toHaveValue('Momo');
        await checkout.getByLabel('Your Name').fill('Kofi Mensah');
        await checkout.getByLabel('Email').fill(email);
        await checkout.getByRole('button', { name: 'Pay Now' }).click();
        await expect(checkout.getByTestId('checkout-error')).toHaveText('All fields are required.');
        await expect(checkout.getByLabel('Your Name')).toHaveValue('Kofi Mensah');
        await expect(checkout.getByLabel('Email')).toHaveValue(email);
        await expect(cartLine(page, first.name)).toContainText('× 3');
        await checkout.getByLabel('Phone Number').fill('0244000222');
        const sentToPaystack = page.waitForEvent('requestfailed', (request) =>
          /^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/.test(request.url()),
        );
        const leftTheShop = page.waitForEvent('framenavigated', {
          predicate: (frame) => frame === page.mainFrame() && !frame.url().startsWith(baseURL!),
        });
        await checkout.getByRole('button', { name: 'Pay Now' }).click();

        // Paystack's own page, for the amount the server priced, in pesewas, by mobile money. Its host does not
        // resolve here and a redirect's next request cannot be intercepted, so once the browser has shown that it
        // could not reach the address it was sent to, that address is opened again, where the fake Paystack answers.
        const paystackPage = (await sentToPaystack).url();
        await leftTheShop;
        await page.goto(paystackPage);
        await expect(page.getByTestId('amount')).toHaveText(String(pesewas(first.price * 3)));
        await expect(page.getByTestId('currency')).toHaveText('GHS');
        await expect(page.getByTestId('channels')).toHaveText('mobile_money');
        await page.getByRole('button', { name: 'Pay' }).click();

        // Back on the order's receipt, which the server verified with Paystack: paid.
        await expect(page).toHaveURL(/\/orders\/[^/?]+\?key=[^&]+&trxref=/);
        await expect(page.getByTestId('order-status')).toHaveText('Paid');
        await expect(page.getByTestId('order-total')).toHaveText(money(first.price * 3));
        const reference = new URL(page.url()).pathname.split('/').pop()!;

        // The staff find it in the console, and the cart has become the order.
        const [site] = consoleSites;
        const cookie = await httpSession(site, uniqueStaffEmail('no-code', testInfo.project.name));
        const order = await fetch(`${site.url}/staff/orders/${reference}`, { headers: { cookie } });
        expect(order.status).toBe(200);
        expect(await order.text()).toContain('Kofi Mensah');
        await page.goto('/cart');
        await expect(page.getByText('Your cart is empty.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
      } finally {
        await close();
      }
    },
  );
});

test.describe('a browser older than the code is built for', () => {
  test(
    'gets none of the code and buys as without JavaScript, with no script error',
    { tag: '@phone' },
    async ({ page }) => {
      // Chrome 106, the last of Android 6, lacks what Chrome 111 brought, String's isWellFormed among it.
      await page.addInitScript(() => delete (String.prototype as { isWellFormed?: unknown }).isWellFormed);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (/\/_next\/static\/.*\.js/.test(request.url())) scripts.push(request.url());
      });
      const [first] = twoProducts();
      await page.goto(pageWith(first), { waitUntil: 'domcontentloaded' });
      await expect(page.locator(`script[${LOADER_MARK}]`)).toHaveAttribute(LOADER_MARK, 'skipped');
      // The shop page, prerendered, loads none of its code; /cart, rendered for each request, has Next's own tags.
      expect(scripts).toEqual([]);
      await productCard(page, first.name).getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(cartLine(page, first.name)).toContainText(`${money(first.price)} × 1`);
      await page.goto('/home', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page).toHaveURL(/\/menu\??$/);
      expect(errors).toEqual([]);
    },
  );
});

test.describe('the header without JavaScript', () => {
  test(
    "'Open menu', 'Talk to …' and 'More' open the menu as a page",
    { tag: '@phone' },
    async ({ browser, baseURL }) => {
      const { page, close } = await withoutCode(browser, baseURL);
      try {
        await page.goto('/home');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page).toHaveURL(/\/menu\??$/);
        const pages = page.getByRole('navigation', { name: 'Site' }).getByRole('link');
        await expect(pages).toHaveText([...mainNavigation, ...moreNavigation].map((entry) => entry.label));
        for (const [index, entry] of [...mainNavigation, ...moreNavigation].entries())
          await expect(pages.nth(index)).toHaveAttribute('href', entry.link);

        await page.goto('/Products');
        await page.getByRole('button', { name: `Talk to ${site.priestTitle}` }).click();
        await expect(page).toHaveURL(/\/menu\??#talk$/);
        const talk = page.getByRole('region', { name: `Talk to ${site.priestTitle}` });
        await expect(talk.getByRole('link')).toHaveText(talkLinks.map((link) => link.label));
        for (const [index, link] of talkLinks.entries())
          await expect(talk.getByRole('link').nth(index)).toHaveAttribute('href', link.href);

        // On a wide screen the header shows the main links and 'More', which leads to the same page.
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto('/about');
        await page.getByRole('button', { name: 'More' }).click();
        await expect(page).toHaveURL(/\/menu\??$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      } finally {
        await close();
      }
    },
  );
});

test.describe('before the code has loaded', () => {
  // A new visitor's first pages on a slow connection: no service worker holds the code yet, and every script of ours
  // arrives 3 s after it is asked for.
  test.use({ serviceWorkers: 'block' });
  const SCRIPT_DELAY_MS = 3_000;
  const TAPS = 20;

  // The taps are the same form posts the test without JavaScript sends the Worker; what this adds, the code taking
  // the cookie's lines into its own cart, runs in the browser alone.
  test(
    "twenty taps on 'Add to Cart' as soon as the button shows, across products and pages, are each in the cart once",
    { tag: ['@phone', '@browser-only'] },
    async ({ page }) => {
      const pageCode = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');
      await page.route(pageCode, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
        // The visitor may have moved on before it arrives.
        await route.continue().catch(() => undefined);
      });
      // Each product in turn, each time on another of the shop's pages that shows it (All, then its categories).
      const taps = Array.from({ length: TAPS }, (_, index) => {
        const product = inStock[index % inStock.length];
        const pages = shopPagesWith(product);
        return { product, path: pages[Math.floor(index / inStock.length) % pages.length] };
      });
      expect(new Set(taps.map(({ path }) => path)).size).toBeGreaterThan(2);
      const expected = new Map<string, number>();
      for (const { product, path } of taps) {
        // As soon as the button shows, well before the code: the form goes to the server, which shows /cart.
        await page.goto(path, { waitUntil: 'commit' });
        await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
        await expect(page).toHaveURL(/\/cart$/);
        expected.set(product.name, (expected.get(product.name) ?? 0) + 1);
      }

      // The next page, once its code has run, shows the code's cart: every tap, once, and the server's copy gone.
      await page.goto('/home');
      const stored = async () =>
        Object.fromEntries(
          (JSON.parse((await storedCart(page)) ?? '[]') as { name: string; quantity: number }[]).map((line) => [
            line.name,
            line.quantity,
          ]),
        );
      await expect.poll(stored).toEqual(Object.fromEntries(expected));
      await expect(cartButton(page)).toHaveAccessibleName(`Shopping cart, ${TAPS} items`);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('mhv_cart');
      await openCart(page);
      for (const [name, count] of expected) await expect(cartLine(cartDrawer(page), name)).toContainText(`× ${count}`);

      // A tap once the code runs is the code's: the page stays, the button says Added, nothing counted twice.
      const [, second] = twoProducts();
      await page.goto(pageWith(second));
      await productCard(page, second.name).getByRole('button', { name: 'Add to Cart' }).click();
      await expect(productCard(page, second.name).getByRole('button', { name: 'Added' })).toBeVisible();
      expected.set(second.name, (expected.get(second.name) ?? 0) + 1);
      await expect(cartButton(page)).toHaveAccessibleName(`Shopping cart, ${TAPS + 1} items`);
      await page.reload();
      expect(await stored()).toEqual(Object.fromEntries(expected));
    },
  );
});
