import { test, expect } from './fixtures';
import { violations } from './support/axe';
import { initializedFor } from './support/fake-paystack-api-client';
import { installFakePaystack, paystackFrame } from './support/fake-paystack';
import { consoleSites, newStaffSession, uniqueStaffEmail } from './support/console';
import {
  addToCart,
  cartDrawer,
  checkoutDrawer,
  fillCheckout,
  openCart,
  productCard,
  uniqueEmail,
} from './support/shop-helpers';
import { inStock, pageWith, pesewas } from './support/catalogue';

// Stock counted from the console: a staff member counts the shelf, the shop says how many are left, a buyer asking
// for more is told what is left before Paystack is asked (the cart keeps its lines), and once the last units are held
// for an unpaid order the product shows as out of stock on its page within 5 s. The phone project runs this file,
// after the shop's own tests (it changes what a product's button does), on the PGlite site.

const site = consoleSites[0];
// The seed's last product for sale (the catalogue spec changes the first two).
const counted = inStock[inStock.length - 1];
const PRODUCT = counted.name;
const PRODUCT_PAGE = `${site.url}${pageWith(counted)}`;

async function openStock(page: import('@playwright/test').Page) {
  await page.goto(`${site.url}/staff/catalogue/products/${counted.id}`);
  await expect(page.getByRole('heading', { name: 'Stock', level: 2 })).toBeVisible();
}

async function saveStock(page: import('@playwright/test').Page, stock: string) {
  await openStock(page);
  await page.getByRole('form', { name: 'Stock' }).getByLabel('Stock', { exact: true }).fill(stock);
  await page.getByRole('button', { name: 'Save stock' }).click();
}

/** What the product's card says next to its price, as the page is served now. */
async function cardShows(page: import('@playwright/test').Page) {
  const html = await (await page.request.get(PRODUCT_PAGE)).text();
  const name = PRODUCT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const card = new RegExp(`>${name}</h2>[\\s\\S]*?</button>`).exec(html)?.[0] ?? '';
  if (/Out of stock/.test(card) && /<button[^>]*disabled/.test(card)) return 'out of stock';
  return /Only (\d+) left/.exec(card)?.[0] ?? 'for sale';
}

test('staff count the shelf; a buyer is told what is left; the last units held show as out of stock', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await newStaffSession(page, site, uniqueStaffEmail('stock-staff', testInfo.project.name), 'staff');
  try {
    // A staff member counts two on the shelf (the low-stock mark is the owner's: not on a staff member's form).
    await openStock(page);
    await expect(page.getByText('Not counted: sold as long as it is for sale.')).toBeVisible();
    await expect(page.getByLabel('Low-stock mark')).toHaveCount(0);
    expect(await violations(page), 'the product page with its stock').toEqual([]);
    await saveStock(page, '2');
    await expect(page.getByRole('status').getByText('Stock: 2 on hand, 2 available.')).toBeVisible();
    await expect(page.getByText('2 on hand · 0 held for unpaid orders · 2 available')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '+2 Restocked' })).toHaveCount(1);
    await expect.poll(() => cardShows(page), { timeout: 5_000, intervals: [100] }).toBe('Only 2 left');

    // Another buyer puts one in their cart now, and comes back later.
    const later = await browser.newPage({ viewport: page.viewportSize()! });
    await later.goto(PRODUCT_PAGE);
    await addToCart(later, PRODUCT);

    // A buyer asks for three: told what is left before Paystack is asked; the cart keeps its line.
    const buyer = await browser.newPage({ viewport: page.viewportSize()! });
    await installFakePaystack(buyer);
    await buyer.goto(PRODUCT_PAGE);
    await expect(productCard(buyer, PRODUCT)).toContainText('Only 2 left');
    await addToCart(buyer, PRODUCT);
    await openCart(buyer);
    await cartDrawer(buyer).getByLabel(`Quantity of ${PRODUCT}`).fill('3');
    await cartDrawer(buyer).getByRole('button', { name: 'Checkout', exact: true }).click();
    const email = uniqueEmail('stock', testInfo.project.name);
    await fillCheckout(buyer, { name: 'Akosua Mensah', phone: '0241234567', email });
    await buyer.getByRole('button', { name: 'Pay Now' }).click();
    await expect(checkoutDrawer(buyer).getByTestId('checkout-error')).toHaveText(`Only 2 left of ${PRODUCT}.`);
    expect(await initializedFor(email)).toEqual([]);
    await checkoutDrawer(buyer).getByRole('button', { name: 'Close Checkout' }).click();
    await openCart(buyer);
    await expect(cartDrawer(buyer).getByLabel(`Quantity of ${PRODUCT}`)).toHaveValue('3');

    // Two: held at Pay Now, Paystack asked for them; the product is out of stock on its page within 5 s.
    await cartDrawer(buyer).getByLabel(`Quantity of ${PRODUCT}`).fill('2');
    await cartDrawer(buyer).getByRole('button', { name: 'Checkout', exact: true }).click();
    await fillCheckout(buyer, { name: 'Akosua Mensah', phone: '0241234567', email });
    await buyer.getByRole('button', { name: 'Pay Now' }).click();
    await expect(paystackFrame(buyer).getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect((await initializedFor(email)).map((body) => body.amount)).toEqual([pesewas(2 * counted.price)]);
    await expect.poll(() => cardShows(page), { timeout: 5_000, intervals: [100] }).toBe('out of stock');
    await buyer.close();

    // The other buyer, back on the shop, reads in their cart why the product cannot be bought now.
    await later.goto(PRODUCT_PAGE);
    await expect(productCard(later, PRODUCT)).toContainText('Out of stock');
    await expect(productCard(later, PRODUCT).getByRole('button', { name: /Add to Cart|Added/ })).toBeDisabled();
    await openCart(later);
    await expect(cartDrawer(later).getByText('Out of stock: please remove it to check out.')).toBeVisible();
    await later.close();

    // The console shows the two held for the unpaid order, with the hold in the product's changes.
    await openStock(page);
    await expect(page.getByText('2 on hand · 2 held for unpaid orders · 0 available')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Held for an unpaid order' })).toHaveCount(1);
  } finally {
    // Not counted again: the shop's other tests sell the product as before.
    await saveStock(page, '');
    await expect(page.getByRole('status').getByText('Stock: not counted.')).toBeVisible();
  }
});
