import { test, expect } from './fixtures';
import { violations } from './support/axe';
import {
  addToCart,
  cartButton,
  cartDrawer,
  checkoutDrawer,
  openCart,
  productCard,
  seedStoredCart,
  storedCart,
  subtotalIn,
} from './support/shop-helpers';

import { products } from '@/content/products';
import {
  ALL_CATEGORIES,
  SHOP_PAGE_SIZE,
  categorySlug,
  filterProducts,
  shopCategories,
  shopPath,
} from '@/lib/shop/catalogue/shop-query';
import { buy, inStock, money, outOfStock, pageWith, twoProducts, unknownId } from './support/catalogue';

const pageNames = (page: import('@playwright/test').Page) => page.getByTestId('product-card').getByRole('heading');
const categories = shopCategories(products);
/** The names a view shows on page n, worked out from content/products.ts. */
const namesOn = (category: string, n: number) =>
  filterProducts(products, category)
    .slice((n - 1) * SHOP_PAGE_SIZE, n * SHOP_PAGE_SIZE)
    .map((product) => product.name);
const pagesOf = (category: string) =>
  Math.max(1, Math.ceil(filterProducts(products, category).length / SHOP_PAGE_SIZE));
/** The category with the most products: its chip is the one the tests press. */
const busiest = categories.reduce((best, category) =>
  filterProducts(products, category).length > filterProducts(products, best).length ? category : best,
);

test.describe('shop', () => {
  test('shows 4 products a page, with category chips and pagination links', async ({ page }) => {
    await page.goto('/Products');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    const chips = page.getByRole('navigation', { name: 'Filter products by category' }).getByRole('link');
    await expect(chips).toHaveText([ALL_CATEGORIES, ...categories]);
    await expect(chips.first()).toHaveAttribute('aria-current', 'page');

    await expect(pageNames(page)).toHaveText(namesOn(ALL_CATEGORIES, 1));
    await expect(page.getByTestId('product-card').first()).toContainText(money(products[0].price));
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    const pages = pagesOf(ALL_CATEGORIES);
    await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(pages);
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    if (pages > 1) {
      await pager.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/Products\/page\/2$/);
      await expect(pageNames(page)).toHaveText(namesOn(ALL_CATEGORIES, 2));
      await expect(pager.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/Products');

      await pager.getByRole('link', { name: `Page ${pages}` }).click();
      await expect(page).toHaveURL(new RegExp(`/Products/page/${pages}$`));
      await expect(pageNames(page)).toHaveText(namesOn(ALL_CATEGORIES, pages));
      await expect(pager.getByRole('link', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page');
    }
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    // A category opens on its first page.
    await chips.filter({ hasText: busiest }).click();
    await expect(page).toHaveURL(new RegExp(`/Products/category/${categorySlug(busiest)}$`));
    await expect(chips.filter({ hasText: busiest })).toHaveAttribute('aria-current', 'page');
    await expect(pageNames(page)).toHaveText(namesOn(busiest, 1));
    if (pagesOf(busiest) > 1)
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test(
    'a shared link opens the same view, Back returns to the previous one, and old query links still work',
    { tag: '@wide' },
    async ({ page }) => {
      const last = pagesOf(ALL_CATEGORIES);
      await page.goto(shopPath({ category: ALL_CATEGORIES, page: last }));
      await expect(pageNames(page)).toHaveText(namesOn(ALL_CATEGORIES, last));
      await page
        .getByRole('navigation', { name: 'Filter products by category' })
        .getByRole('link', { name: busiest, exact: true })
        .click();
      await expect(pageNames(page)).toHaveText(namesOn(busiest, 1));
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${shopPath({ category: ALL_CATEGORIES, page: last })}$`));
      await expect(pageNames(page)).toHaveText(namesOn(ALL_CATEGORIES, last));

      await page.goto(`/Products?category=${encodeURIComponent(busiest)}`);
      await expect(page).toHaveURL(new RegExp(`/Products/category/${categorySlug(busiest)}$`));
      await expect(pageNames(page)).toHaveText(namesOn(busiest, 1));
    },
  );

  test('every product is reachable through plain links, each page carrying only its own products', async ({
    request,
  }) => {
    // A crawler's walk: no JavaScript, only the href of each link on each shop page.
    const seen = new Set<string>();
    const queue = ['/Products'];
    const found = new Map<string, { availability: string; price: string }>();
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      for (const [, href] of html.matchAll(/href="(\/Products[^"?#]*)"/g)) if (!seen.has(href)) queue.push(href);
      const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
      const nodes = (
        JSON.parse(json ?? '[]') as { '@type': string; name: string; offers: { price: string; availability: string } }[]
      ).filter((node) => node['@type'] === 'Product');
      expect(nodes.length, path).toBeLessThanOrEqual(SHOP_PAGE_SIZE);
      for (const node of nodes) found.set(node.name, node.offers);
    }
    expect([...found.keys()].sort()).toEqual(products.map((product) => product.name).sort());
    expect(found.get(products[0].name)?.price).toBe(products[0].price.toFixed(2));
    if (outOfStock) expect(found.get(outOfStock.name)?.availability).toBe('https://schema.org/OutOfStock');
    // The first page of the grid is in the HTML too, before any JavaScript runs.
    expect(await (await request.get('/Products')).text()).toContain(
      `>${namesOn(ALL_CATEGORIES, 1)[0].replace(/&/g, '&amp;')}<`,
    );
  });

  test('Add to Cart turns to Added and fills the badge; an item out of stock cannot be added', async ({ page }) => {
    const [first, second] = twoProducts();
    await page.goto(pageWith(first));
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await addToCart(page, first.name);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await productCard(page, first.name).getByRole('button', { name: 'Added' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 2 items');
    if (pageWith(second) === pageWith(first))
      await expect(productCard(page, second.name).getByRole('button')).toHaveText('Add to Cart');

    // A paused product (if the shop has one today) shows it and cannot be added.
    if (outOfStock) {
      await page.goto(pageWith(outOfStock));
      const paused = productCard(page, outOfStock.name);
      await expect(paused).toContainText('Out of stock');
      await expect(paused.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    }
  });

  test(
    'the cart drawer changes quantities, ignores bad ones, removes lines and empties',
    { tag: '@browser-only' },
    async ({ page }) => {
      const [first, second] = twoProducts();
      await buy(page, first, second);
      await openCart(page);
      const drawer = cartDrawer(page);
      const lines = drawer.getByTestId('cart-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.first()).toContainText(first.name);
      await expect(lines.first()).toContainText(`${money(first.price)} × 1`);
      await expect(lines.first().getByRole('img')).toHaveCount(0); // decorative: the name is next to it
      await expect(lines.first().locator('img')).toHaveAttribute('src', /^\/\S+/);
      await expect(subtotalIn(drawer)).toHaveText(money(first.price + second.price));

      const quantity = drawer.getByLabel(`Quantity of ${second.name}`);
      await expect(quantity).toHaveAttribute('min', '1');
      await quantity.fill('3');
      await expect(subtotalIn(drawer)).toHaveText(money(first.price + 3 * second.price));
      await expect(page.getByTestId('cart-count')).toHaveText('4');

      await quantity.fill('0');
      await expect(subtotalIn(drawer)).toHaveText(money(first.price + 3 * second.price));
      await quantity.fill('');
      await quantity.blur();
      await expect(quantity).toHaveValue('3');

      await quantity.fill('250');
      await expect(quantity).toHaveValue('99');
      await expect(subtotalIn(drawer)).toHaveText(money(first.price + 99 * second.price));

      await drawer.getByRole('button', { name: `Remove ${first.name}` }).click();
      await expect(lines).toHaveCount(1);
      expect(JSON.parse((await storedCart(page)) ?? 'null')).toMatchObject([{ id: second.id, quantity: 99 }]);

      await drawer.getByRole('button', { name: `Remove ${second.name}` }).click();
      await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
      await expect(subtotalIn(drawer)).toHaveText('GHS 0.00');
      await expect(drawer.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      expect(await storedCart(page)).toBe('[]');
    },
  );

  test(
    'a reload keeps the cart, stored in the old site format',
    { tag: ['@browser-only', '@phone'] },
    async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const [soap] = twoProducts();
      await buy(page, soap);
      await productCard(page, soap.name).getByRole('button', { name: 'Added' }).click();
      await page.reload();
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      const stored = JSON.parse((await storedCart(page)) ?? 'null');
      expect(stored).toEqual([
        expect.objectContaining({
          id: soap.id,
          name: soap.name,
          price: soap.price,
          currency: 'GHS',
          quantity: 2,
          image_url: expect.stringMatching(/^\//),
          categories: soap.categories,
          stock_status: 'In Stock',
          description: soap.description,
        }),
      ]);
      // The badge is also there on other pages, and reading the stored cart causes no hydration mismatch.
      await page.goto('/about');
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      expect(problems).toEqual([]);
    },
  );

  test(
    "a returning visitor's stored cart is read and brought up to today's catalogue",
    { tag: '@wide' },
    async ({ page }) => {
      const [kept] = twoProducts();
      await seedStoredCart(
        page,
        JSON.stringify([
          {
            id: kept.id,
            name: 'An old name',
            price: kept.price + 1,
            currency: 'GHS',
            quantity: 2,
            image_url: '/old/tea.jpg',
          },
          {
            id: unknownId,
            name: 'Old Discontinued Balm',
            price: 15,
            currency: 'GHS',
            quantity: 1,
            image_url: '/old/balm.jpg',
          },
        ]),
      );
      await page.goto('/home');
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      await openCart(page);
      const lines = cartDrawer(page).getByTestId('cart-line');
      await expect(lines).toHaveCount(1);
      await expect(lines.first()).toContainText(kept.name);
      await expect(lines.first()).toContainText(`${money(kept.price)} × 2`);
      await expect(subtotalIn(cartDrawer(page))).toHaveText(money(kept.price * 2));
    },
  );

  test('a corrupt stored cart is logged and ignored', { tag: ['@browser-only', '@phone'] }, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await seedStoredCart(page, '[{"id":1,');
    await buy(page, inStock[0]);
    expect(errors.some((text) => text.includes('Error parsing cart from localStorage'))).toBe(true);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test(
    'the drawers are modal dialogs: focus moves in and back, Escape and the overlay close them',
    { tag: '@browser-only' },
    async ({ page }) => {
      await buy(page, inStock[0]);
      await cartButton(page).focus();
      await page.keyboard.press('Enter');
      const drawer = cartDrawer(page);
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close Shopping Cart' })).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

      // Tab stays inside the drawer.
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(cartButton(page)).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      // The panel is full width on a phone; on a wider screen the dimmed overlay beside it closes it.
      await page.setViewportSize({ width: 1280, height: 800 });
      await cartButton(page).click();
      await expect(drawer).toBeVisible();
      await page.mouse.click(100, 400);
      await expect(drawer).toBeHidden();

      // Checkout closes the cart drawer and opens the checkout drawer; its close button brings focus back.
      await cartButton(page).click();
      await drawer.getByRole('button', { name: 'Checkout', exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(checkoutDrawer(page)).toBeVisible();
      await checkoutDrawer(page).getByRole('button', { name: 'Close Checkout' }).click();
      await expect(checkoutDrawer(page)).toBeHidden();
      await expect(cartButton(page)).toBeFocused();
    },
  );

  test('the drawer slides in 0.5 s, or at once with reduced motion', { tag: '@browser-only' }, async ({ page }) => {
    await page.goto('/Products');
    await openCart(page);
    // Read again once closed, when the panel has left the accessibility tree.
    const panel = page.getByRole('dialog', { name: 'Shopping Cart', includeHidden: true });
    expect(await panel.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.5s');
    await page.keyboard.press('Escape');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await panel.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration))).toBeLessThan(
      0.01,
    );
  });

  test('the open cart and checkout drawers pass axe', { tag: '@browser-only' }, async ({ page }) => {
    await buy(page, ...twoProducts());
    await openCart(page);
    // Let the slide finish so axe sees the settled panel.
    await page.waitForFunction(() => !document.getAnimations().some((animation) => animation.playState === 'running'));
    expect(await violations(page)).toEqual([]);
    await cartDrawer(page).getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(checkoutDrawer(page)).toBeVisible();
    await page.waitForFunction(() => !document.getAnimations().some((animation) => animation.playState === 'running'));
    expect(await violations(page)).toEqual([]);
  });
});
