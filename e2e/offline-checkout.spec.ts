import { test, expect } from './fixtures';
import { pageWith, twoProducts } from './support/catalogue';
import { installFakePaystack } from './support/fake-paystack';
import { checkoutAs, checkoutDrawer } from './support/shop-helpers';

// A buyer whose mobile data drops at the till: Pay Now says so, sends nothing, and the cart is still there once the
// connection is back.

const [product] = twoProducts();

test('Pay Now without a connection says the cart is kept and sends nothing', async ({ page, context }, testInfo) => {
  await installFakePaystack(page);
  await page.goto(pageWith(product));
  await checkoutAs(page, product.name, {
    name: 'Abena Offline',
    phone: '0241234567',
    emailTag: 'offline',
    projectName: testInfo.project.name,
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) sent.push(request.url());
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(checkoutDrawer(page).getByTestId('checkout-error')).toHaveText(
    'You’re offline. Your cart is saved; connect to the internet to pay.',
  );
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  expect(sent).toEqual([]);
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
