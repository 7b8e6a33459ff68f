import { expect, type Locator, type Page } from '@playwright/test';

/** Collects the messages of window.alert() and accepts them. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** Puts a raw value under localStorage 'cart' before the first page load only (a reload keeps what the site wrote). */
export async function seedStoredCart(page: Page, raw: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-cart-seeded')) return;
    window.sessionStorage.setItem('e2e-cart-seeded', '1');
    window.localStorage.setItem('cart', value);
  }, raw);
}

export async function storedCart(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('cart'));
}

export function productCard(page: Page, name: string) {
  return page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Adds products shown on the current shop page by name. */
export async function addToCart(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) {
    const button = productCard(page, name).getByRole('button', { name: /^(Add to Cart|Added)$/ });
    await button.click();
    await expect(button).toHaveText('Added');
  }
}

export function cartButton(page: Page) {
  return page.getByTestId('cart-button');
}

export function cartDrawer(page: Page) {
  return page.getByRole('dialog', { name: 'Shopping Cart' });
}

export function checkoutDrawer(page: Page) {
  return page.getByRole('dialog', { name: 'Checkout' });
}

/** The amount a drawer shows beside its 'Subtotal' label, as the visitor reads the row. */
export function subtotalIn(drawer: Locator) {
  return drawer.getByText('Subtotal', { exact: true }).locator('xpath=following-sibling::*[1]');
}

export async function openCart(page: Page): Promise<void> {
  await cartButton(page).click();
  await expect(cartDrawer(page)).toBeVisible();
}

export async function openCheckout(page: Page): Promise<void> {
  await openCart(page);
  await cartDrawer(page).getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(checkoutDrawer(page)).toBeVisible();
}

export async function fillCheckout(
  page: Page,
  fields: { name?: string; phone?: string; email?: string; mode?: 'Momo' | 'Card' },
): Promise<void> {
  const drawer = checkoutDrawer(page);
  if (fields.name !== undefined) await drawer.getByLabel('Your Name').fill(fields.name);
  if (fields.phone !== undefined) await drawer.getByLabel('Phone Number').fill(fields.phone);
  if (fields.email !== undefined) await drawer.getByLabel('Email').fill(fields.email);
  if (fields.mode) await drawer.getByLabel('Payment Mode').selectOption(fields.mode);
}

/** A fresh e-mail per test, so the fake reference service's records never mix between parallel tests. */
export function uniqueEmail(tag: string, projectName: string): string {
  return `${tag}-${projectName}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Adds `productName` (on the page open now) to the cart and fills the checkout as `buyer`, with a fresh e-mail. */
export async function checkoutAs(
  page: Page,
  productName: string,
  buyer: { name: string; phone: string; emailTag: string; projectName: string },
): Promise<void> {
  await addToCart(page, productName);
  await openCheckout(page);
  await fillCheckout(page, {
    name: buyer.name,
    phone: buyer.phone,
    email: uniqueEmail(buyer.emailTag, buyer.projectName),
  });
}
