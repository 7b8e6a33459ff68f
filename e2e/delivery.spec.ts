import { test, expect } from './fixtures';
import { installFakePaystack, paystackFrame, popupParams } from './support/fake-paystack';
import { initializedFor } from './support/fake-paystack-api-client';
import { expectOneMailEach } from './support/mail-capture-client';
import { buy, money, pesewas, twoProducts } from './support/catalogue';
import { chooseDelivery, firstZone, payForDelivery } from './support/delivery-checkout';
import { checkoutDrawer, openCheckout, uniqueEmail } from './support/shop-helpers';

// How the buyer receives the order: the fee the server adds is what Paystack charges, whatever the page shows or
// sends, and the receipt and both mails say where the order goes.

const [product] = twoProducts();
const buyerFor = (email: string) => ({
  name: 'Yaw Darko',
  phone: '0501234567',
  email,
  address: 'Plot 4, Achimota, behind the Methodist church',
  gps: 'ga 183 8164',
});

test(
  'a delivery is charged with its fee, and the receipt and both mails say where it goes',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const buyer = buyerFor(uniqueEmail('deliver', testInfo.project.name));
    const { reference } = await payForDelivery(page, '', product, buyer);
    await expect(page.getByTestId('order-delivery')).toHaveText(
      `Deliver to: ${buyer.address}, GhanaPost GPS GA-183-8164 (${firstZone.name})`,
    );
    await expect(page.getByTestId('order-delivery-line')).toContainText(money(firstZone.fee));
    await expect(page.getByTestId('order-total')).toHaveText(money(product.price + firstZone.fee));
    await expect(page.getByTestId('order-progress')).toHaveText('Received: we will start preparing your order soon');
    const [initialized] = await initializedFor(buyer.email);
    expect(initialized.amount).toBe(pesewas(product.price) + pesewas(firstZone.fee));
    expect(initialized.metadata.products).toHaveLength(1);
    const mails = await expectOneMailEach(reference, buyer.email);
    for (const mail of mails) {
      expect(mail.text).toContain(`Deliver to ${buyer.address} (GhanaPost GPS GA-183-8164)`);
      expect(mail.text).toContain(`Delivery, ${firstZone.name} = ${money(firstZone.fee)}`);
    }
  },
);

test(
  'a tampered page cannot change the delivery fee Paystack is asked to charge',
  { tag: '@wide' },
  async ({ page }, testInfo) => {
    const buyer = buyerFor(uniqueEmail('deliver-tamper', testInfo.project.name));
    await installFakePaystack(page);
    await buy(page, product);
    await openCheckout(page);
    await chooseDelivery(page, buyer);
    const drawer = checkoutDrawer(page);
    await expect(drawer.getByTestId('checkout-total')).toHaveText(money(product.price + firstZone.fee));

    // A fee sent by the page is refused, before anything is recorded or asked of Paystack.
    await page.route('**/api/generateReference', (route) => {
      const body = route.request().postDataJSON();
      return route.continue({ postData: JSON.stringify({ ...body, delivery: { ...body.delivery, fee: 0 } }) });
    });
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(drawer.getByTestId('checkout-error')).toHaveText('Unexpected field: fee.');
    await page.unroute('**/api/generateReference');
    expect(await initializedFor(buyer.email)).toEqual([]);

    // The page's own figures rewritten: Paystack still charges what the server priced from the content.
    await page.evaluate(() => {
      for (const id of ['checkout-delivery-fee', 'checkout-total'])
        document.querySelector(`[data-testid=${id}]`)!.textContent = 'GHS 0.01';
    });
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
    const expected = pesewas(product.price) + pesewas(firstZone.fee);
    expect((await popupParams(page)).amount).toBe(expected);
    expect((await initializedFor(buyer.email)).map((body) => body.amount)).toEqual([expected]);
  },
);
