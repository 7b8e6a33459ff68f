import { expect, type Page } from '@playwright/test';
import { delivery } from '@/content/delivery';
import type { Product } from '@/content/schema/product';
import { installFakePaystack, paystackFrame, popupParams } from './fake-paystack';
import { pageWith } from './catalogue';
import { addToCart, checkoutDrawer, collectAlerts, fillCheckout, openCheckout } from './shop-helpers';

// A buyer who has it delivered: picks an area, types an address and a GhanaPost GPS address as people do, and pays
// in the (fake) Paystack popup. Shared by the delivery tests and the console's, on any of the run's sites.

export const [firstZone] = delivery.zones;

export interface Buyer {
  name: string;
  phone: string;
  email: string;
  address: string;
  /** As typed: lower case, spaces for dashes. */
  gps: string;
}

/** Fills the checkout for a delivery to the buyer in the first area. */
export async function chooseDelivery(page: Page, buyer: Buyer): Promise<void> {
  const drawer = checkoutDrawer(page);
  await fillCheckout(page, { name: buyer.name, phone: buyer.phone, email: buyer.email });
  await drawer.getByRole('radio', { name: 'Deliver to me' }).check();
  await drawer.getByLabel('Delivery area').selectOption(firstZone.id);
  await drawer.getByLabel('Address').fill(buyer.address);
  await drawer.getByLabel('GhanaPost GPS').fill(buyer.gps);
}

/** Buys `product` on `site` ('' for the main e2e server) for delivery and pays; the reference and the receipt. */
export async function payForDelivery(
  page: Page,
  site: string,
  product: Product,
  buyer: Buyer,
): Promise<{ reference: string; receipt: string }> {
  await installFakePaystack(page);
  const alerts = collectAlerts(page);
  await page.goto(`${site}${pageWith(product)}`);
  await addToCart(page, product.name);
  await openCheckout(page);
  await chooseDelivery(page, buyer);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
  const { ref } = await popupParams(page);
  await paystackFrame(page).getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => alerts).toEqual([`Your purchase was successful! Transaction reference: ${ref}`]);
  await page.waitForURL(/\/orders\//);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  return { reference: ref, receipt: page.url() };
}
