import type { Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { test, expect } from './fixtures';
import { installFakePaystack, paystackFrame, popupParams } from './support/fake-paystack';
import { uniqueEmail } from './support/shop-helpers';
import { violations } from './support/axe';
import { mailsTo } from './support/mail-capture-client';
import { refundsAt } from './support/fake-paystack-api-client';
import { consoleSites, newStaffSession, uniqueStaffEmail } from './support/console';

// A visitor books the seed's consultation with a herbalist: a time from its page, the deposit by mobile money in
// Paystack's popup (or on Paystack's own page without the page's code), the booking's private page in Ghana time,
// its calendar file, and the time gone from the consultation's page for everyone else.

const CONSULTATION = '/book/herbalist';
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const times = (page: Page) => page.locator('input[name="time"]');

/**
 * One of the listed times, picked at random among the first ones; its value is `personId|start in UTC`. Tests running
 * side by side on the same site are in different workers, and each worker picks from its own slice of the list, so
 * they never want the same time. Each slice leaves its last times alone: a time held since the page was read leaves
 * the list and moves the later ones down by one.
 */
async function chooseTime(page: Page): Promise<string> {
  const count = await times(page).count();
  expect(count).toBeGreaterThan(20);
  const { parallelIndex, config } = test.info();
  const slice = Math.floor(Math.min(count, 200) / config.workers);
  const spare = Math.floor(slice / 5);
  const time = times(page).nth(parallelIndex * slice + Math.floor(Math.random() * (slice - spare)));
  await time.check();
  return (await time.getAttribute('value'))!;
}

async function fillBooking(page: Page, email: string, name = 'Akosua Mensah') {
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Phone Number').fill('0245551234');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('What would you like to talk about?').fill('Sleep and the herbs that help it');
  await expect(page.getByLabel('Payment Mode')).toHaveValue('Momo');
}

/** Reloads the consultation's page from each origin until `value` is no longer among its times there. */
async function expectGone(page: Page, value: string, origins = ['']) {
  for (const origin of origins)
    await expect
      .poll(
        async () => {
          await page.goto(`${origin}${CONSULTATION}`);
          return page.locator(`input[name="time"][value="${value}"]`).count();
        },
        { timeout: 5_000, intervals: [250, 500, 1_000] },
      )
      .toBe(0);
}

async function expectBooked(page: Page, value: string) {
  await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
  await expect(page.getByText('(Ghana time)')).toBeVisible();
  await expect(page.getByText('GHS 50.00', { exact: false }).first()).toBeVisible();
  // The calendar file, read by a parsing library: the start in UTC is the time chosen.
  const href = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await file.text())).getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().toISOString()).toBe(value.split('|')[1]);
}

test.describe('booking a consultation', () => {
  test('from /book, a time paid in the popup: the booking page, its calendar file, the time gone from the page', async ({
    page,
  }, testInfo) => {
    await installFakePaystack(page);
    await page.goto('/book');
    await page
      .getByRole('link', { name: /Choose a time/ })
      .first()
      .click();
    await expect(page).toHaveURL(CONSULTATION);
    await expect(page.locator('form[data-enhanced="true"]')).toBeAttached();
    const value = await chooseTime(page);
    const email = uniqueEmail('booking', testInfo.project.name);
    await fillBooking(page, email);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(paystackFrame(page).getByRole('button', { name: 'Pay' })).toBeEnabled();
    const params = await popupParams(page);
    expect(params).toMatchObject({ amount: 5_000, currency: 'GHS', channels: ['mobile_money'] });
    await paystackFrame(page).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/bookings\/MHB-/);
    await expectBooked(page, value);
    expect(await violations(page)).toEqual([]);
    // One mail to the buyer, saying it is booked, with the page's address; none asking to complete anything.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toMatch(/^Your consultation is booked: Consultation with a herbalist, .+ \(Ghana time\)$/);
    expect(mail.text).toContain(new URL(page.url()).pathname);
    const bookingPage = page.url();
    await expectGone(page, value);

    // Back on the booking's page: moved to another time, then cancelled, the deposit refunded once.
    await page.goto(bookingPage);
    await page.getByText('Move to another time').click();
    const move = page.locator('form[action$="/move"]');
    const other = move.locator('input[name="time"]').nth(3);
    const otherValue = (await other.getAttribute('value'))!;
    await other.check();
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByRole('status')).toHaveText('Your booking was moved. We have e-mailed you the new time.');
    const when = await page.locator('time').getAttribute('datetime');
    expect(when).toBe(otherValue.split('|')[1]);
    const reference = /\/bookings\/([^/?]+)/.exec(page.url())![1];
    const cancel = page.locator('form[action$="/cancel"]');
    const replay = { key: (await cancel.locator('input[name="key"]').inputValue())! };
    await cancel.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();
    // A second press of Cancel (the same form sent again) refunds nothing more.
    const again = await page.request.post(`/bookings/${reference}/cancel`, {
      form: replay,
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    await expect.poll(async () => (await refundsAt(reference)).asked.map((asked) => asked.amount)).toEqual([5_000]);
  });

  // The site on Postgres behind two servers sharing it (two Workers on the Worker's run): a time booked through one
  // leaves the consultation's page on both.
  for (const site of consoleSites.filter((candidate) => candidate.other))
    test(
      `on ${site.name} behind two servers: a time paid through one is gone from both within 5 s`,
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await installFakePaystack(page);
        await page.goto(`${site.url}${CONSULTATION}`);
        await expect(page.locator('form[data-enhanced="true"]')).toBeAttached();
        const value = await chooseTime(page);
        await fillBooking(page, uniqueEmail('booking-two', testInfo.project.name));
        await page.getByRole('button', { name: 'Pay Now' }).click();
        await paystackFrame(page).getByRole('button', { name: 'Pay' }).click();
        await page.waitForURL(/\/bookings\/MHB-/);
        await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
        await expectGone(page, value, [site.other!, site.url]);
      },
    );

  test(
    'a time taken while the page was open: the sentence, and nothing held for the second visitor',
    { tag: '@wide' },
    async ({ page, browser, baseURL }, testInfo) => {
      await page.goto(CONSULTATION);
      await expect(page.locator('form[data-enhanced="true"]')).toBeAttached();
      const value = await chooseTime(page);
      // Another visitor, on another phone, holds the same time first.
      const other = await (browser as Browser).newContext({ ...PHONE, baseURL });
      const otherPage = await other.newPage();
      await installFakePaystack(otherPage);
      await otherPage.goto(CONSULTATION);
      await otherPage.locator(`input[name="time"][value="${value}"]`).check();
      await fillBooking(otherPage, uniqueEmail('booking-first', testInfo.project.name));
      await otherPage.getByRole('button', { name: 'Pay Now' }).click();
      await expect(paystackFrame(otherPage).getByRole('button', { name: 'Pay' })).toBeEnabled();
      await other.close();

      await fillBooking(page, uniqueEmail('booking-second', testInfo.project.name));
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'That time was just taken. Please choose another.' }),
      ).toBeVisible();
    },
  );

  test(
    "without the page's code: the form, Paystack's own page, back to the booking",
    { tag: '@phone' },
    async ({ browser, baseURL }, testInfo) => {
      const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await installFakePaystack(page);
        await page.goto(CONSULTATION);
        const value = await chooseTime(page);
        await fillBooking(page, uniqueEmail('booking-no-code', testInfo.project.name));
        // Paystack's own page: its host does not resolve here and a redirect's next request cannot be intercepted, so
        // once the browser has shown that it could not reach the address it was sent to, that address is opened again,
        // where the fake Paystack answers.
        const sentToPaystack = page.waitForEvent('requestfailed', (request) =>
          /^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/.test(request.url()),
        );
        const leftTheSite = page.waitForEvent('framenavigated', {
          predicate: (frame) => frame === page.mainFrame() && !frame.url().startsWith(baseURL!),
        });
        await page.getByRole('button', { name: 'Pay Now' }).click();
        const paystackPage = (await sentToPaystack).url();
        await leftTheSite;
        await page.goto(paystackPage);
        await expect(page.getByTestId('amount')).toHaveText('5000');
        await expect(page.getByTestId('channels')).toHaveText('mobile_money');
        await page.getByRole('button', { name: 'Pay' }).click();
        await page.waitForURL(/\/bookings\/MHB-/);
        await expectBooked(page, value);
      } finally {
        await context.close();
      }
    },
  );

  test('the console: the booking in the agenda and on its page, moved, then cancelled by the owner with one refund', async ({
    page,
  }, testInfo) => {
    const buyer = `Kwesi ${testInfo.project.name} ${Date.now().toString(36)}`;
    await installFakePaystack(page);
    await page.goto(CONSULTATION);
    await expect(page.locator('form[data-enhanced="true"]')).toBeAttached();
    await chooseTime(page);
    await fillBooking(page, uniqueEmail('booking-console', testInfo.project.name), buyer);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await paystackFrame(page).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/bookings\/MHB-/);
    const reference = /\/bookings\/([^/?]+)/.exec(page.url())![1];

    const [site] = consoleSites;
    await newStaffSession(page, site, uniqueStaffEmail('bookings', testInfo.project.name), 'owner');
    await page.goto(`${site.url}/staff/bookings`);
    const entry = page.getByRole('link', { name: new RegExp(buyer) });
    await expect(entry).toBeVisible();
    expect(await violations(page), 'the agenda').toEqual([]);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/staff/bookings/${reference}$`));
    expect(await violations(page), "a booking's page").toEqual([]);

    const moveTo = page.getByLabel('Move to another open time');
    await moveTo.selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByRole('status').first()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Cancelled', { exact: false }).first()).toBeVisible();
    await expect.poll(async () => (await refundsAt(reference)).asked.map((asked) => asked.amount)).toEqual([5_000]);
    expect(await violations(page), 'a cancelled booking').toEqual([]);
    // The owner's settings: what can be booked, and each person's hours.
    for (const path of ['/staff/bookings/consultations', '/staff/bookings/hours']) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });
});
