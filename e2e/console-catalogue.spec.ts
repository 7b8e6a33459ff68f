import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { violations } from './support/axe';
import { initializedFor } from './support/fake-paystack-api-client';
import { consoleSites, newStaffSession, uniqueStaffEmail } from './support/console';
import { inStock, money, pageWith, pesewas } from './support/catalogue';
import { makePhonePhoto } from '../tests/support/make-photo.mjs';
import { PRICE_RANGE } from '@/content/schema/rules';

// The catalogue run from a phone: the owner changes a price and reads what changed; a staff account cannot, whatever
// it sends; staff pause a product and add a video from a youtu.be link; the owner reads every change, before and
// after, in the activity log; and every catalogue page has no accessibility violations at 375 and 1280 px. The phone
// project runs this file (both widths inside it), on the PGlite site.

const site = consoleSites[0];
// Two products for sale in the seed: the owner reprices the first (and puts its price back), staff pause the second.
const [repriced, paused] = inStock;
const seedPrice = repriced.price;
const newPrice = seedPrice + 2.5 <= PRICE_RANGE.max ? seedPrice + 2.5 : seedPrice - 2.5;
/** A price as the console's form shows it and the structured data states it. */
const cedis = (amount: number) => amount.toFixed(2);

// `npm run staff` asks the running site to do its work once the site has opened its database; run first in a fresh
// build, this file waits for that rather than racing the site's start.
test.beforeAll(async () => {
  const healthy = async () => (await fetch(`${site.url}/api/health`).catch(() => null))?.status ?? 0;
  await expect.poll(healthy, { timeout: 60_000 }).toBe(200);
});

async function ownerAndStaff(page: Page, browser: import('@playwright/test').Browser, project: string) {
  await newStaffSession(page, site, uniqueStaffEmail('catalogue-owner', project), 'owner');
  const staffContext = await browser.newContext({ baseURL: site.url, viewport: page.viewportSize()! });
  const staff = await staffContext.newPage();
  await newStaffSession(staff, site, uniqueStaffEmail('catalogue-staff', project), 'staff');
  return { staff, staffContext };
}

async function openProduct(page: Page, name: string) {
  await page.goto(`${site.url}/staff/catalogue`);
  await page.getByLabel('Search by name').fill(name);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Change product', level: 1 })).toBeVisible();
}

async function setPrice(page: Page, price: string) {
  await openProduct(page, repriced.name);
  await page.getByLabel('Price (GHS)').fill(price);
  await page.getByRole('button', { name: 'Save changes' }).click();
}

test('the owner reprices, staff are refused the price but pause a product and add a video; the log shows it all', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { staff, staffContext } = await ownerAndStaff(page, browser, testInfo.project.name);
  try {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalogue' }).click();
    await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
    await setPrice(page, cedis(newPrice));
    await expect(
      page.getByRole('status').getByText(`Saved: Price (GHS) ${cedis(seedPrice)} → ${cedis(newPrice)}`),
    ).toBeVisible();
    // The shop's page, prerendered and served from the cache, follows within 5 s, its structured data too, and its
    // code still waits for the first paint.
    const saved = Date.now();
    const shop = async () => (await page.request.get(`${site.url}${pageWith(repriced)}`)).text();
    await expect.poll(shop, { timeout: 5_000, intervals: [100] }).toContain(money(newPrice));
    const html = await shop();
    expect(html).toContain(`"price":"${cedis(newPrice)}"`);
    expect(html).toContain('data-page-scripts');
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    testInfo.annotations.push({ type: 'shown after', description: `${Date.now() - saved} ms` });
    // Pay Now charges what the database holds now: Paystack is asked for the new price of each of two.
    const email = `catalogue-${testInfo.project.name}-${Date.now()}@example.com`;
    const items = [{ id: repriced.id, quantity: 2 }];
    const order = { name: 'Kofi Boateng', phone: '0201234567', email, paymentMode: 'Momo', items };
    const placed = await page.request.post(`${site.url}/api/generateReference`, { data: order });
    expect(placed.status()).toBe(200);
    expect((await placed.json()).amount).toBe(pesewas(2 * newPrice));
    expect((await initializedFor(email)).map((body) => body.amount)).toEqual([pesewas(2 * newPrice)]);

    // Staff see the price but cannot send it: the field is read-only and not part of the form.
    await openProduct(staff, repriced.name);
    const price = staff.getByLabel('Price (GHS)');
    await expect(price).toHaveValue(cedis(newPrice));
    await expect(price).toHaveAttribute('readonly', '');
    // A price added to the form by hand is refused by the server, and so is the same post replayed with the cookie.
    await staff.evaluate(() => {
      const field = Object.assign(document.createElement('input'), { name: 'price', value: '10', type: 'hidden' });
      document.querySelector('form[aria-label="Product"]')!.append(field);
    });
    const [forged] = await Promise.all([
      staff.waitForResponse((response) => response.url().endsWith('/staff/actions/product-save')),
      staff.getByRole('button', { name: 'Save changes' }).click(),
    ]);
    expect(forged.status()).toBe(403);
    await expect(staff.getByText('Only the owner can do this.')).toBeVisible();
    const version = await page
      .getByRole('form', { name: 'Product', exact: true })
      .locator('input[name="version"]')
      .inputValue();
    const replayed = await staffContext.request.post('/staff/actions/product-save', {
      headers: { origin: site.url },
      form: {
        id: String(repriced.id),
        version,
        name: repriced.name,
        description: 'x',
        price: '10.00',
        'category-0': 'on',
        forSale: 'on',
      },
      maxRedirects: 0,
    });
    expect(replayed.status()).toBe(403);

    // Staff pause a product, see it in the list, and put it back on sale.
    await openProduct(staff, paused.name);
    await staff.getByLabel('For sale').uncheck();
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await expect(staff.getByText('Saved: For sale For sale → Paused')).toBeVisible();
    await staff.goto(`${site.url}/staff/catalogue?q=${encodeURIComponent(paused.name)}`);
    await expect(staff.getByRole('listitem').filter({ hasText: paused.name })).toContainText('Paused');
    await openProduct(staff, paused.name);
    await staff.getByLabel('For sale').check();
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await expect(staff.getByText('Saved: For sale Paused → For sale')).toBeVisible();

    // Staff add a video from the link YouTube's Share button gives, then take it off the site again.
    const videoId = `e2e${Date.now().toString(36)}`.slice(0, 11).padEnd(11, 'x');
    await staff.goto(`${site.url}/staff/catalogue/videos`);
    await staff.getByRole('link', { name: 'Add video' }).click();
    await staff.getByLabel('YouTube link').fill(`https://youtu.be/${videoId}`);
    await staff.getByLabel('Title').fill('A morning at the shrine');
    await staff.getByLabel('Channel').fill('MHV');
    await staff.getByLabel('Category').selectOption('ACTIVITIES');
    await staff.getByLabel('Year').fill('2026');
    await staff.getByRole('button', { name: 'Add video' }).click();
    await expect(staff.getByText(`YouTube link (none) → https://youtu.be/${videoId}`)).toBeVisible();
    // The teachings page shows it within 5 s, in its category's row under its year.
    const teachings = async () => (await staff.request.get(`${site.url}/teachings`)).text();
    await expect.poll(teachings, { timeout: 5_000, intervals: [100] }).toContain('A morning at the shrine');
    await page.goto(`${site.url}/teachings`);
    const year = page.getByRole('group', { name: '2026', exact: true }).filter({ hasText: 'A morning at the shrine' });
    await expect(year).toHaveCount(1);
    await staff.getByRole('button', { name: 'Archive' }).click();
    await expect(staff.getByText(/^Archived: video \d+ 'A morning at the shrine'\.$/)).toBeVisible();

    // The owner reads each change with its values before and after.
    await page.goto(`${site.url}/staff/activity`);
    const log = page.locator('main ol');
    await expect(log.getByRole('article').filter({ hasText: `price: ${seedPrice} → ${newPrice}` })).toHaveCount(1);
    await expect(log.getByRole('article').filter({ hasText: 'stock_status: In Stock → Out of Stock' })).toHaveCount(1);
    await expect(log.getByRole('article').filter({ hasText: 'stock_status: Out of Stock → In Stock' })).toHaveCount(1);
    await expect(log.getByRole('article').filter({ hasText: `url: (none) → https://youtu.be/${videoId}` })).toHaveCount(
      1,
    );
    await expect(log.getByRole('article').filter({ hasText: 'archived: false → true' }).first()).toBeVisible();
  } finally {
    // The shop's other tests expect the seed's price.
    await setPrice(page, String(seedPrice));
    await staffContext.close();
  }
});

/** The product card named `name` in a page's HTML: its heading up to its button (every page also carries the cart's
 * copy of the whole catalogue, so the name alone is not enough). */
const cardIn = (html: string, name: string) =>
  new RegExp(`id="product-\\d+-name"[^>]*>${name.replace(/[()]/g, '\\$&')}</h2>[\\s\\S]*?(<button[^>]*>)`).exec(
    html,
  )?.[1];

/** The public shop pages that show the product called `name` (each page of the shop and of its categories). */
async function pagesShowing(page: Page, name: string) {
  const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text();
  const shopPages = [...sitemap.matchAll(/<loc>[^<]*?(\/Products[^<]*)<\/loc>/g)].map((match) => match[1]);
  const showing: string[] = [];
  for (const path of shopPages)
    if (cardIn(await (await page.request.get(`${site.url}${path}`)).text(), name)) showing.push(path);
  return showing;
}

/** Whether the product card named `name` on the page at `path` has its 'Add to Cart' button disabled. */
async function buttonDisabled(page: Page, path: string, name: string) {
  const button = cardIn(await (await page.request.get(`${site.url}${path}`)).text(), name);
  return button === undefined ? 'not shown' : button.includes('disabled') ? 'disabled' : 'enabled';
}

test('the owner adds a product with a phone photo; staff pause it and every page that shows it follows', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { staff, staffContext } = await ownerAndStaff(page, browser, testInfo.project.name);
  const name = `Shea Butter ${testInfo.project.name} ${Date.now().toString(36)}`;
  const folder = testInfo.outputPath('photo');
  try {
    // A 4000 x 3000 photo as a phone camera writes it: held sideways (EXIF orientation 6), with a GPS position.
    const photo = await makePhonePhoto(`${folder}/camera.jpg`);
    await page.goto(`${site.url}/staff/catalogue`);
    await page.getByRole('link', { name: 'Add product' }).click();
    await expect(page.getByRole('heading', { name: 'Add product', level: 1 })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description').fill('Raw shea butter from the north, for the skin and the hair.');
    await page.getByLabel('Price (GHS)').fill('30');
    await page.getByRole('checkbox', { name: 'Healing' }).check();
    await page.getByLabel('Photo').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('For sale').check();
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('status').getByText(`Name (none) → ${name}`)).toBeVisible({ timeout: 60_000 });

    // It appears on its shop pages within 5 s: every page of the shop that lists it, and its category's.
    await expect
      .poll(async () => (await pagesShowing(page, name)).length, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(2);
    const showing = await pagesShowing(page, name);
    expect(showing.some((path) => path.startsWith('/Products/category/healing'))).toBe(true);

    // On a 375 px phone, its picture is upright and the copy the browser chose is under 80 kB.
    await page.goto(`${site.url}${showing[0]}`);
    const picture = page.getByRole('img', { name, exact: true });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
    const shown = await picture.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      portrait: img.naturalHeight > img.naturalWidth,
    }));
    expect(shown.portrait).toBe(true);
    const chosen = await page.request.get(shown.src);
    const size = (await chosen.body()).length;
    testInfo.annotations.push({ type: 'photo at 375 px', description: `${shown.src.split('/').pop()}: ${size} bytes` });
    expect(size).toBeLessThan(80_000);
    // No copy of it that the site serves carries the camera's metadata: not its position, not the phone.
    const html = await (await page.request.get(`${site.url}${showing[0]}`)).text();
    const copies = [...new Set(html.match(/\/photos\/[0-9a-f]{16}-[0-9x]+\.(?:avif|webp|jpg)/g))];
    expect(copies.length).toBeGreaterThanOrEqual(10);
    for (const copy of copies) {
      const bytes = await (await page.request.get(`${site.url}${copy}`)).body();
      for (const marker of ['Exif\0\0', 'GPSLatitude', 'PhoneCo', 'Camera 12'])
        expect(bytes.includes(marker), `${copy} carries ${marker}`).toBe(false);
    }

    // A staff member pauses it: its button is disabled on every page that shows it within 5 s.
    await openProduct(staff, name);
    await staff.getByLabel('For sale').uncheck();
    await staff.getByRole('button', { name: 'Save changes' }).click();
    await expect(staff.getByText('Saved: For sale For sale → Paused')).toBeVisible();
    for (const path of showing)
      await expect.poll(() => buttonDisabled(page, path, name), { timeout: 5_000, intervals: [100] }).toBe('disabled');
  } finally {
    // Off the shop again, so that the shop's own tests find the products they know.
    await openProduct(page, name).catch(() => undefined);
    if (await page.getByRole('button', { name: 'Archive' }).isVisible()) {
      await page.getByRole('button', { name: 'Archive' }).click();
      await expect(page.getByText(/^Archived: product \d+/)).toBeVisible();
    }
    await staffContext.close();
  }
});

// A product no other test of this project changes (the reprice test changes the first in stock and pauses the second,
// the stock test counts the last): a save of someone else's in the meantime would turn the refused save below into an
// edit conflict.
const product = `/products/${inStock[2].id}`;
const paths = ['', '?archived=1', product, '/products/new', '/videos', '/videos/1', '/videos/new']
  .concat(['/directory', '/directory/1', '/directory/new', '/people', '/people/1', '/people/new'])
  .map((path) => `${site.url}/staff/catalogue${path}`);

// One test per width, so the two run side by side: thirty axe runs in one test made it the last to finish.
for (const width of [375, 1280]) {
  test(`every catalogue page has no accessibility violations at ${width} px`, async ({ page, browser }, testInfo) => {
    // Fifteen axe runs, each a few seconds on a two-core machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const { staff, staffContext } = await ownerAndStaff(page, browser, `${testInfo.project.name}-${width}`);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), `${path} at ${width} px`).toEqual([]);
    }
    // A refused save, with its reasons and the typed words kept.
    await page.goto(`${site.url}/staff/catalogue${product}`);
    await page.getByLabel('Price (GHS)').fill('500');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved.' })).toContainText(
      'Price (GHS) must be between 5 and 200 cedis (found 500)',
    );
    await expect(page.getByLabel('Price (GHS)')).toHaveValue('500');
    expect(await violations(page), `a refused save at ${width} px`).toEqual([]);
    // A staff account's product page, with the price read-only.
    await staff.goto(`${site.url}/staff/catalogue${product}`);
    expect(await violations(staff), `a staff account's product at ${width} px`).toEqual([]);
    await staffContext.close();
  });
}
