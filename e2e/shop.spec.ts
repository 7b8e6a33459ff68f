import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import {
  addToCart,
  cartButton,
  cartDrawer,
  checkoutDrawer,
  openCart,
  productCard,
  seedStoredCart,
  storedCart,
} from './support/shop-helpers';

const pageNames = (page: import('@playwright/test').Page) => page.getByTestId('product-card').getByRole('heading');

test.describe('shop', () => {
  test('shows 4 products a page, with category chips and pagination', async ({ page }) => {
    await page.goto('/Products');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Filter products by category' }).getByRole('button');
    await expect(chips).toHaveText(['All', 'Medicine', 'Cleanser', 'Tea', 'Supplements', 'Healing', 'Probiotic', 'Tincture', 'Oil', 'Powder', 'Spiritual Items']);
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');

    await expect(pageNames(page)).toHaveText(['Nkabom Herbal Bitters', 'Alata Samina Neem Soap', 'Moringa Leaf Tea', 'Sobolo Hibiscus Tea']);
    await expect(productCard(page, 'Nkabom Herbal Bitters')).toContainText('GHS 45.00');
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveCount(4);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pageNames(page)).toHaveText(['Prekese & Ginger Probiotic Tonic', 'Neem Leaf Tincture', 'Moringa Capsules (60)', 'Lemongrass & Shea Massage Oil']);
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(page).toHaveURL(/\/Products\?page=2$/);

    await pager.getByRole('button', { name: 'Page 4' }).click();
    await expect(pageNames(page)).toHaveText(['Hand-Woven Altar Cloth']);
    await expect(productCard(page, 'Hand-Woven Altar Cloth')).toContainText('GHS 200.00');
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A filter choice goes back to page 1.
    await chips.filter({ hasText: 'Supplements' }).click();
    await expect(chips.filter({ hasText: 'Supplements' })).toHaveAttribute('aria-pressed', 'true');
    await expect(pageNames(page)).toHaveText(['Moringa Leaf Tea', 'Moringa Capsules (60)', 'Cold-Pressed Black Seed Oil', 'Baobab Fruit Powder']);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page).toHaveURL(/\/Products\?category=Supplements$/);
  });

  test('a shared link opens the same view, and Back returns to the previous one', async ({ page }) => {
    await page.goto('/Products?page=3');
    await expect(pageNames(page)).toHaveText(['Cold-Pressed Black Seed Oil', 'Baobab Fruit Powder', 'Hand-Carved Prayer Beads', 'Chewing Sticks (Bundle of 5)']);
    await page.getByRole('group', { name: 'Filter products by category' }).getByRole('button', { name: 'Tea' }).click();
    await expect(pageNames(page)).toHaveText(['Moringa Leaf Tea', 'Sobolo Hibiscus Tea']);
    await page.goBack();
    await expect(page).toHaveURL(/\/Products\?page=3$/);
    await expect(pageNames(page)).toHaveText(['Cold-Pressed Black Seed Oil', 'Baobab Fruit Powder', 'Hand-Carved Prayer Beads', 'Chewing Sticks (Bundle of 5)']);
  });

  test('lists every product for search engines in the static HTML', async ({ request }) => {
    const html = await (await request.get('/Products')).text();
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    const list = JSON.parse(json ?? '[]') as { '@type': string; name: string; offers: { price: string; priceCurrency: string; availability: string } }[];
    expect(list.filter((node) => node['@type'] === 'Product')).toHaveLength(13);
    expect(list[10]).toMatchObject({
      name: 'Hand-Carved Prayer Beads',
      offers: { price: '120.00', priceCurrency: 'GHS', availability: 'https://schema.org/OutOfStock' },
    });
    // The first page of the grid is in the HTML too, before any JavaScript runs.
    expect(html).toContain('Nkabom Herbal Bitters');
  });

  test('Add to Cart turns to Added and fills the badge; an item out of stock cannot be added', async ({ page }) => {
    await page.goto('/Products');
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await addToCart(page, 'Moringa Leaf Tea');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await productCard(page, 'Moringa Leaf Tea').getByRole('button', { name: 'Added' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 2 items');
    await expect(productCard(page, 'Nkabom Herbal Bitters').getByRole('button')).toHaveText('Add to Cart');

    await page.goto('/Products?page=3');
    const beads = productCard(page, 'Hand-Carved Prayer Beads');
    await expect(beads).toContainText('Out of stock');
    await expect(beads.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  test('the cart drawer changes quantities, ignores bad ones, removes lines and empties', async ({ page }) => {
    await page.goto('/Products');
    await addToCart(page, 'Nkabom Herbal Bitters', 'Sobolo Hibiscus Tea');
    await openCart(page);
    const drawer = cartDrawer(page);
    const lines = drawer.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('Nkabom Herbal Bitters');
    await expect(lines.first()).toContainText('GHS 45.00 × 1');
    await expect(lines.first().getByRole('img')).toHaveCount(0); // decorative: the name is next to it
    await expect(lines.first().locator('img')).toHaveAttribute('src', '/products/herbal-bitters.svg');
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('GHS 67.00');

    const quantity = drawer.getByLabel('Quantity of Sobolo Hibiscus Tea');
    await expect(quantity).toHaveAttribute('min', '1');
    await quantity.fill('3');
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('GHS 111.00');
    await expect(page.getByTestId('cart-count')).toHaveText('4');

    await quantity.fill('0');
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('GHS 111.00');
    await quantity.fill('');
    await quantity.blur();
    await expect(quantity).toHaveValue('3');

    await quantity.fill('250');
    await expect(quantity).toHaveValue('99');
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('GHS 2,223.00');

    await drawer.getByRole('button', { name: 'Remove Nkabom Herbal Bitters' }).click();
    await expect(lines).toHaveCount(1);
    expect(JSON.parse((await storedCart(page)) ?? 'null')).toMatchObject([{ id: 4, quantity: 99 }]);

    await drawer.getByRole('button', { name: 'Remove Sobolo Hibiscus Tea' }).click();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('GHS 0.00');
    await expect(drawer.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(await storedCart(page)).toBe('[]');
  });

  test('a reload keeps the cart, stored in the old site format', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/Products');
    await addToCart(page, 'Alata Samina Neem Soap');
    await productCard(page, 'Alata Samina Neem Soap').getByRole('button', { name: 'Added' }).click();
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    const stored = JSON.parse((await storedCart(page)) ?? 'null');
    expect(stored).toEqual([
      expect.objectContaining({
        id: 2,
        name: 'Alata Samina Neem Soap',
        price: 18,
        currency: 'GHS',
        quantity: 2,
        image_url: '/products/black-soap.svg',
        categories: ['Cleanser'],
        stock_status: 'In Stock',
        description: expect.stringContaining('black soap'),
      }),
    ]);
    // The badge is also there on other pages, and reading the stored cart causes no hydration mismatch.
    await page.goto('/about');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    expect(problems).toEqual([]);
  });

  test("a returning visitor's stored cart is read and brought up to today's catalogue", async ({ page }) => {
    await seedStoredCart(
      page,
      JSON.stringify([
        { id: 3, name: 'Moringa Tea', price: 10, currency: 'GHS', quantity: 2, image_url: '/old/tea.jpg' },
        { id: 77, name: 'Old Discontinued Balm', price: 15, currency: 'GHS', quantity: 1, image_url: '/old/balm.jpg' },
      ]),
    );
    await page.goto('/home');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await openCart(page);
    const lines = cartDrawer(page).getByTestId('cart-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('Moringa Leaf Tea');
    await expect(lines.first()).toContainText('GHS 30.00 × 2');
    await expect(cartDrawer(page).getByTestId('cart-subtotal')).toHaveText('GHS 60.00');
  });

  test('a corrupt stored cart is logged and ignored', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await seedStoredCart(page, '[{"id":1,');
    await page.goto('/Products');
    await addToCart(page, 'Moringa Leaf Tea');
    expect(errors.some((text) => text.includes('Error parsing cart from localStorage'))).toBe(true);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('the drawers are modal dialogs: focus moves in and back, Escape and the overlay close them', async ({ page }) => {
    await page.goto('/Products');
    await addToCart(page, 'Moringa Leaf Tea');
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
  });

  test('the drawer slides in 0.5 s, or at once with reduced motion', async ({ page }) => {
    await page.goto('/Products');
    await openCart(page);
    const panel = page.locator('[data-drawer="cart"] [role="dialog"]');
    expect(await panel.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.5s');
    await page.keyboard.press('Escape');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await panel.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration))).toBeLessThan(0.01);
  });

  test('the open cart and checkout drawers pass axe', async ({ page }) => {
    const axe = async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await page.goto('/Products');
    await addToCart(page, 'Moringa Leaf Tea', 'Nkabom Herbal Bitters');
    await openCart(page);
    // Let the slide finish so axe sees the settled panel.
    await page.waitForFunction(() => !document.getAnimations().some((animation) => animation.playState === 'running'));
    expect(await axe()).toEqual([]);
    await cartDrawer(page).getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(checkoutDrawer(page)).toBeVisible();
    await page.waitForFunction(() => !document.getAnimations().some((animation) => animation.playState === 'running'));
    expect(await axe()).toEqual([]);
  });
});
