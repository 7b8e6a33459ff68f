import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { initializedFor } from './support/fake-paystack-api-client';
import { mailsFor } from './support/mail-capture-client';
import { pesewas, twoProducts } from './support/catalogue';
import { firstZone, payForDelivery } from './support/delivery-checkout';
import {
  addStaff,
  consoleSites,
  newStaffSession,
  serverLogs,
  setPasswordAndSignIn,
  STAFF_PASSWORD,
  uniqueStaffEmail,
} from './support/console';
import { uniqueEmail } from './support/shop-helpers';

// The shop run from a phone, end to end, on each database: a buyer pays for a delivery; a member of staff made with
// `npm run staff` finds the order by the buyer's phone typed another way and takes it to 'Completed', however the
// button is pressed; the buyer gets one e-mail a step and sees each step on the receipt; the owner reads all of it in
// the activity log; and no password, link or session reaches a server log.

const [product] = twoProducts();

async function mark(page: Page, step: string) {
  await page.getByRole('button', { name: `Mark as ${step}` }).click();
  await expect(page.getByText(`Now: ${step}`)).toBeVisible();
}

async function mailsWith(reference: string, words: string) {
  return (await mailsFor(reference)).filter((mail) => mail.subject.includes(words));
}

// The flow on each database once and at each width once (playwright.config.ts reads the tags): the server's part does
// not depend on the width, and the console's layout is the same on either database.
const WIDTH_OF: Record<string, string> = { pglite: '@wide', postgres: '@phone' };

for (const site of consoleSites) {
  test(
    `on ${site.name}: a paid delivery is found by phone and fulfilled; one e-mail a step; the owner sees it all`,
    {
      tag: WIDTH_OF[site.name] ?? [],
    },
    async ({ page, browser }, testInfo) => {
      test.setTimeout(180_000);
      const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
      const buyer = {
        name: 'Akua Asantewaa',
        phone: `024 ${digits.slice(0, 3)} ${digits.slice(3)}`,
        email: uniqueEmail(`console-${site.name}`, testInfo.project.name),
        address: 'House 12, Oxford Street, opposite the Koala shop',
        gps: ' ga 183 8164 ',
      };
      const { reference, receipt } = await payForDelivery(page, site.url, product, buyer);
      // Paystack was asked for the products and the area's fee, which the server priced, as its own line.
      const [initialized] = await initializedFor(buyer.email);
      expect(initialized.amount).toBe(pesewas(product.price) + pesewas(firstZone.fee));
      expect(initialized.metadata).toMatchObject({ delivery: { area: firstZone.name, gps: 'GA-183-8164' } });

      // A member of staff, made with `npm run staff -- add`, signs in on a phone and finds the buyer who calls.
      const staffEmail = uniqueStaffEmail('kojo', testInfo.project.name);
      const staff = await browser.newContext({ baseURL: site.url, viewport: page.viewportSize()! });
      const phone = await staff.newPage();
      const link = await addStaff(site, staffEmail);
      await setPasswordAndSignIn(phone, link, staffEmail);
      await phone.getByLabel('Search').fill(`+233 24 ${digits.slice(0, 3)} ${digits.slice(3)}`);
      await phone.getByRole('button', { name: 'Show' }).click();
      await expect(phone.getByText('1 order ·')).toBeVisible();
      const [download] = await Promise.all([
        phone.waitForEvent('download'),
        phone.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      const bytes = await streamBytes(await download.createReadStream());
      // UTF-8's byte-order mark first, so that Excel on Windows reads the buyers' names as they were written.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.toString('utf8');
      expect(csv.trim().split('\r\n')).toHaveLength(2);
      expect(csv).toContain(`${reference},`);
      expect(csv).toContain(`delivery,${firstZone.name}`);
      // A day that does not exist (from an old bookmark or a typed address) is not read as another: it is left out of
      // the filter, and the list says so.
      const impossibleDay = new URL(phone.url());
      impossibleDay.searchParams.set('to', '2026-02-31');
      await phone.goto(impossibleDay.href);
      const dayLeftOut =
        'A day in the filter is not a date of the calendar (such as 31 February), so the list is not limited by it. ' +
        'Choose the day again.';
      await expect(phone.getByRole('alert').filter({ hasText: dayLeftOut })).toBeVisible();
      await expect(phone.getByText('1 order ·')).toBeVisible();
      await phone.getByRole('link', { name: reference }).click();
      await expect(phone.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
      await expect(phone.getByRole('region', { name: 'Delivery' })).toContainText(buyer.address);
      await expect(phone.getByRole('region', { name: 'Delivery' })).toContainText('GA-183-8164');
      await expect(phone.getByRole('link', { name: buyer.phone })).toHaveAttribute('href', /^tel:/);
      await mark(phone, 'Preparing');

      // 'Out for delivery', pressed twice by one and once by another at the same moment: one change, one e-mail.
      const other = await browser.newContext({ baseURL: site.url, viewport: page.viewportSize()! });
      const second = await other.newPage();
      await newStaffSession(second, site, uniqueStaffEmail('esi', testInfo.project.name));
      await second.goto(`${site.url}/staff/orders/${reference}`);
      const button = (on: Page) => on.getByRole('button', { name: 'Mark as Out for delivery' });
      await Promise.all([button(phone).dblclick(), button(second).click()]);
      for (const seen of [phone, second]) await expect(seen.getByText('Now: Out for delivery')).toBeVisible();
      await expect.poll(async () => (await mailsWith(reference, 'is on its way')).length, { timeout: 15_000 }).toBe(1);
      // A second copy would come from another delivery round.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await mailsWith(reference, 'is on its way')).toHaveLength(1);
      expect((await mailsWith(reference, 'is on its way'))[0].text).toContain(buyer.address);
      await expect(phone.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/23324/,
      );

      await page.goto(receipt);
      await expect(page.getByTestId('order-progress')).toHaveText('On its way to you');
      await expect(page.getByTestId('order-delivery')).toContainText('GhanaPost GPS GA-183-8164');
      await mark(phone, 'Completed');
      await expect.poll(async () => (await mailsWith(reference, 'is complete')).length, { timeout: 15_000 }).toBe(1);
      await page.reload();
      await expect(page.getByTestId('order-progress')).toHaveText('Completed: handed over to you');

      // The owner reads who did what.
      const ownerEmail = uniqueStaffEmail('owner', testInfo.project.name);
      const owner = await browser.newContext({ baseURL: site.url, viewport: page.viewportSize()! });
      const desk = await owner.newPage();
      await setPasswordAndSignIn(desk, await addStaff(site, ownerEmail, 'owner'), ownerEmail);
      await desk.getByRole('link', { name: 'Activity' }).first().click();
      const entries = desk.getByRole('listitem');
      const about = async (text: string) => {
        await desk.getByLabel('Order reference or staff e-mail').fill(text);
        await desk.getByRole('button', { name: 'Show' }).click();
        await expect(desk.getByLabel('Order reference or staff e-mail')).toHaveValue(text);
      };
      await about(reference);
      await expect(entries.filter({ hasText: 'Order moved to a step' })).toHaveCount(3);
      await expect(entries.filter({ hasText: 'to: completed' }).filter({ hasText: staffEmail })).toHaveCount(1);
      await about(staffEmail);
      for (const what of ['Signed in', 'CSV downloaded', 'Order moved to a step'])
        await expect(entries.filter({ hasText: what }).first()).toBeVisible();

      // Nothing secret in any server's log: not the password, not the link's token, not a session cookie.
      const token = new URL(link).searchParams.get('token')!;
      const secrets = [STAFF_PASSWORD, token, ...(await cookieValues(staff, other, owner))];
      const logs = serverLogs();
      for (const secret of secrets) expect(logs.includes(secret), 'a secret reached a server log').toBe(false);
      await Promise.all([staff.close(), other.close(), owner.close()]);
    },
  );
}

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function cookieValues(...contexts: BrowserContext[]): Promise<string[]> {
  const all = await Promise.all(contexts.map((context) => context.cookies()));
  return all
    .flat()
    .map((cookie) => decodeURIComponent(cookie.value).split('.')[0])
    .filter((value) => value.length > 10);
}
