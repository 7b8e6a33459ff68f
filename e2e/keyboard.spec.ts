import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** What a screen reader would call the focused element. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    return (el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent ?? '').trim();
  });
}

/** Presses Tab until the focused element's name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The focused element draws a visible outline (focus ring). */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test.describe('keyboard only', () => {
  test('skip link, header menus, then a product into the cart and on to Pay Now', async ({ page }, testInfo) => {
    await page.goto('/Products');

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expectVisibleFocus(page);

    if (testInfo.project.name === 'desktop') {
      await tabTo(page, /^More$/);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const more = page.getByRole('button', { name: 'More' });
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(more).toBeFocused();
    }

    await tabTo(page, /^Talk to /);
    await page.keyboard.press('Enter');
    const talk = page.getByRole('button', { name: /^Talk to / });
    await expect(talk).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(talk).toHaveAttribute('aria-expanded', 'false');
    await expect(talk).toBeFocused();

    if (testInfo.project.name === 'mobile') {
      await tabTo(page, /^Open menu$/);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    }

    await tabTo(page, /^Add to Cart$/);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeVisible();

    await tabTo(page, /^Shopping cart, 1 item$/);
    await page.keyboard.press('Enter');
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(cart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(page.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(cart).toBeVisible();
    await tabTo(page, /^Checkout$/, 20);
    await page.keyboard.press('Enter');
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout).toBeVisible();
    await tabTo(page, /^Enter your name$/, 20);
    await page.keyboard.type('Ama Mensah');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0240000000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ama@example.com');
    await tabTo(page, /^Pay Now$/, 10);
    await expectVisibleFocus(page);
    await expect(checkout.getByRole('button', { name: 'Pay Now' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(checkout).toBeHidden();
  });
});
