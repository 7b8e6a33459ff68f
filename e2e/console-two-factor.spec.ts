import type { Page } from '@playwright/test';
import { site as siteContent } from '@/content/site';
import { test, expect } from './fixtures';
import {
  addStaff,
  authenticatorCode,
  consoleSites,
  newStaffSession,
  setPasswordAndSignIn,
  signIn,
  STAFF_PASSWORD,
  uniqueStaffEmail,
} from './support/console';
import { violations } from './support/axe';
import { readQrCode } from './support/read-qr-code';

// A second factor from a phone, and every console page read by axe at both widths. On the PGlite site only: the
// Postgres instances serve the same pages.

const [site] = consoleSites;

async function expectAccessible(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${site.url}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await violations(page), path).toEqual([]);
}

// The sign-in's steps are the server's; the pages' layout at both widths is the accessibility test's below.
test(
  'an authenticator app: turned on with a first code, then asked at sign-in; a recovery code works once',
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    const email = uniqueStaffEmail('totp', testInfo.project.name);
    await newStaffSession(page, site, email);
    await page.goto(`${site.url}/staff/account`);
    await page.getByLabel('Your password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const qrCode = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qrCode).toBeVisible();
    expect(await violations(page), 'the account page while setting up').toEqual([]);
    const key = (await page.locator('figcaption code').textContent())!.trim();
    // What the phone's camera reads on the screen: the app's address for this account, with the key shown below it.
    const scanned = await readQrCode(await qrCode.screenshot());
    const label = `${encodeURIComponent(siteContent.brandFull)}:${encodeURIComponent(email)}`;
    const query = new URLSearchParams({
      secret: key.replace(/ /g, ''),
      issuer: siteContent.brandFull,
      digits: '6',
      period: '30',
    });
    expect(scanned).toBe(`otpauth://totp/${label}?${query}`);
    const codes = await page
      .getByRole('heading', { name: 'Recovery codes' })
      .locator('..')
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();
    await page.getByLabel('Code from the app').fill(authenticatorCode(key));
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('The second factor is on. Sign-in now asks for a code from your app.')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(await violations(page), 'the second step of sign-in').toEqual([]);
    await page.getByLabel('Code from your authenticator app').fill(authenticatorCode(key));
    await page.getByRole('button', { name: 'Verify' }).first().click();
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

    // A lost phone: a recovery code instead, once.
    for (const expected of ['Orders', 'Enter your code']) {
      await page.context().clearCookies();
      await page.goto(`${site.url}/staff/sign-in`);
      await signIn(page, email);
      await page.getByText('Use a recovery code', { exact: true }).click();
      await page.getByLabel('Recovery code').fill(codes[0]);
      await page.getByRole('button', { name: 'Verify' }).last().click();
      await expect(page.getByRole('heading', { name: expected, level: 1 })).toBeVisible();
    }
  },
);

test('every console page has no accessibility violations', async ({ page, browser }, testInfo) => {
  // A dozen pages, each read by axe: three times the usual time, so a busy machine does not fail it.
  test.slow();
  await page.goto(`${site.url}/staff/sign-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await violations(page), 'sign-in').toEqual([]);
  await page.goto(`${site.url}/staff/two-factor`);
  expect(await violations(page), 'two-factor').toEqual([]);
  await expectAccessible(page, '/staff/set-password?token=used-or-made-up', /./);

  const ownerEmail = uniqueStaffEmail('a11y-owner', testInfo.project.name);
  const link = await addStaff(site, ownerEmail, 'owner');
  await page.goto(link);
  expect(await violations(page), 'set-password').toEqual([]);
  await setPasswordAndSignIn(page, link, ownerEmail);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await violations(page), 'orders').toEqual([]);
  await expectAccessible(page, '/staff?q=nobody-has-this-name', 'Orders');
  await expectAccessible(page, '/staff/account', 'Your account');
  await expectAccessible(page, '/staff/team', 'Team');
  await expectAccessible(page, '/staff/activity', 'Activity');
  await expectAccessible(page, '/staff/paystack', 'Paystack');
  await expectAccessible(page, '/staff/security', 'Blocked scripts and styles');
  await page.goto(`${site.url}/staff/orders/MHV-NOT-AN-ORDER`);
  expect(await violations(page), 'an unknown order').toEqual([]);

  // A staff account on the owner's pages: the 403 page.
  const staff = await browser.newContext({ viewport: page.viewportSize()! });
  const phone = await staff.newPage();
  await newStaffSession(phone, site, uniqueStaffEmail('a11y-staff', testInfo.project.name));
  const forbidden = await phone.goto(`${site.url}/staff/team`);
  expect(forbidden?.status()).toBe(403);
  expect(await violations(phone), 'the owner-only page, to staff').toEqual([]);
  await staff.close();
});
