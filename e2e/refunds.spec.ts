import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { violations } from './support/axe';
import { refundsAt, sendDisputeEvent, sendRefundEvent } from './support/fake-paystack-api-client';
import { mailsFor } from './support/mail-capture-client';
import { twoProducts } from './support/catalogue';
import { payForDelivery } from './support/delivery-checkout';
import { consoleSites, newStaffSession, uniqueStaffEmail, type ConsoleSite } from './support/console';
import { uniqueEmail } from './support/shop-helpers';

// Money back, end to end: the owner refunds half of a paid order from the console; Paystack is asked
// once for that amount; its signed refund.processed turns the receipt to 'Partly refunded' and mails the buyer once;
// more than is left is refused; two full refunds at the same instant reach Paystack once; and a staff account's replay
// of the owner's refund does nothing. (Desktop project only: playwright.config.ts.)

const [product] = twoProducts();

async function paidOrder(page: Page, site: ConsoleSite, tag: string) {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return payForDelivery(page, site.url, product, {
    name: 'Yaa Asantewaa',
    phone: `020 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    email: uniqueEmail(`refund-${tag}-${site.name}`, 'desktop'),
    address: 'House 3, Liberation Road',
    gps: '',
  });
}

async function ownerAt(browser: Browser, site: ConsoleSite, reference: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  await newStaffSession(page, site, uniqueStaffEmail('owner', 'refunds'), 'owner');
  await page.goto(`/staff/orders/${reference}`);
  return page;
}

const refunds = (page: Page) => page.getByRole('region', { name: 'Refunds' });

async function refund(page: Page, cedis: string, reason = 'The parcel was the wrong size') {
  await refunds(page).getByLabel('Amount to refund (GHS)').fill(cedis);
  await refunds(page).getByLabel('Reason').fill(reason);
  await refunds(page).getByRole('button', { name: 'Refund' }).click();
}

// Each flow once, where it says the most (what each database does with a refund is Jest's, on both: tests/shop/
// refunds.test.ts): the half refund on the embedded database a site without settings runs on, the two refunds at the
// same instant on Postgres, where two requests truly run at once (when the run has one).
const halfSite = consoleSites[0];
const raceSite = consoleSites.find((site) => site.name === 'postgres') ?? halfSite;

test(`on ${halfSite.name}: the owner refunds half; Paystack's event makes it partly refunded; more is refused`, async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { reference, receipt } = await paidOrder(page, halfSite, 'half');
  const owner = await ownerAt(browser, halfSite, reference);
  const total = Number((await refunds(owner).getByLabel('Amount to refund (GHS)').inputValue()).trim());
  const half = (total / 2).toFixed(2);
  await refund(owner, half);
  await expect(owner.getByText('Paystack has the refund.')).toBeVisible();
  const atPaystack = await refundsAt(reference);
  expect(atPaystack.asked).toEqual([
    expect.objectContaining({ amount: Math.round(total * 50), merchant_note: 'The parcel was the wrong size' }),
  ]);

  expect(await sendRefundEvent(halfSite.url, atPaystack.refunds[0].id)).toBe(200);
  expect(await sendRefundEvent(halfSite.url, atPaystack.refunds[0].id)).toBe(200); // Paystack repeats itself
  await page.goto(receipt);
  await expect(page.getByTestId('order-refund')).toContainText('Partly refunded');
  await expect(page.getByTestId('order-refund')).toContainText(half);
  const refundMails = async () => (await mailsFor(reference)).filter((mail) => mail.subject.includes('refund'));
  await expect.poll(async () => (await refundMails()).length, { timeout: 15_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await refundMails()).toHaveLength(1);

  // The bank disputes it too: the page says 'Disputed' with Paystack's deadline, and passes axe at 1280 and 375 px.
  expect(await sendDisputeEvent(halfSite.url, reference, '2026-12-24T12:00:00.000Z')).toBe(200);
  await owner.reload();
  await expect(owner.getByText('Partly refunded').first()).toBeVisible();
  await expect(owner.getByText('Disputed').first()).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Disputes' })).toContainText('Dispute opened');
  for (const width of [1280, 375]) {
    await owner.setViewportSize({ width, height: 800 });
    expect(await violations(owner), `order page at ${width} px`).toEqual([]);
  }
  await refund(owner, (total / 2 + 1).toFixed(2));
  await expect(owner.getByText('That is more than is left to refund.')).toBeVisible();
  expect((await refundsAt(reference)).asked).toHaveLength(1);
});

test(`on ${raceSite.name}: two full refunds at once reach Paystack once; a staff account's replay does nothing`, async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { reference } = await paidOrder(page, raceSite, 'race');
  const first = await ownerAt(browser, raceSite, reference);
  const second = await first.context().newPage();
  await second.goto(`/staff/orders/${reference}`);
  const full = await refunds(first).getByLabel('Amount to refund (GHS)').inputValue();
  for (const owner of [first, second]) {
    await refunds(owner).getByLabel('Amount to refund (GHS)').fill(full);
    await refunds(owner).getByLabel('Reason').fill('Out of stock after payment');
  }
  // The owner's form as it would be sent, kept to replay with a staff account's cookie.
  const fields = await refunds(first)
    .locator('form')
    .evaluate((form) => Object.fromEntries(new FormData(form as HTMLFormElement)) as Record<string, string>);
  await Promise.all([first, second].map((owner) => refunds(owner).getByRole('button', { name: 'Refund' }).click()));
  await expect(first.getByText('Paystack has the refund.').or(first.getByText('more than is left'))).toBeVisible();
  await expect(second.getByText('Paystack has the refund.').or(second.getByText('more than is left'))).toBeVisible();
  expect((await refundsAt(reference)).asked).toHaveLength(1);

  const staff = await (await browser.newContext({ baseURL: raceSite.url })).newPage();
  await newStaffSession(staff, raceSite, uniqueStaffEmail('staff', 'refunds'));
  const replay = await staff.request.post('/staff/actions/refund', {
    form: { ...fields, requestKey: crypto.randomUUID() },
    headers: { origin: raceSite.url },
  });
  expect(replay.status()).toBe(403);
  expect(await replay.text()).toContain('Only the owner can do this.');
  expect((await refundsAt(reference)).asked).toHaveLength(1);
});
