import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { site } from '@/content/site';
import { violations } from './support/axe';
import { consoleSites, newStaffSession, postForm, uniqueStaffEmail } from './support/console';
import { mailsFor, mailsTo } from './support/mail-capture-client';
import { makePhonePhoto } from '../tests/support/make-photo.mjs';
import { uniqueEmail } from './support/shop-helpers';
import { carePath } from '@/content/site-links';
import { followUpMessages } from '@/lib/assessments/care-follow-up-words';

// What visitors send reaches a person: the contact form's message lands in the staff inbox and in one mail to the
// organisation, with or without the page's code; without a connection the visitor keeps the message and the way to
// send it from their own mail app.

const consoleSite = consoleSites[0];

/** The contact page, with a clock the test moves: a person takes seconds to write; the form knows it. */
async function openContact(page: Page) {
  await page.clock.install();
  await page.goto('/contact');
  // The pause button is the banner's script: once it shows, the page's code runs.
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
}

async function writeMessage(page: Page, email: string, subject: string, message = '') {
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Subject').fill(subject);
  if (message) await page.getByLabel('Your message').fill(message);
  await page.clock.fastForward(20_000);
}

test.describe('a contact message', () => {
  test(
    'reaches the inbox and one mail; a care account reads it, replies and marks it done',
    { tag: '@phone' },
    async ({ page, browser }, testInfo) => {
      const email = uniqueEmail('contact', testInfo.project.name);
      const subject = `Visiting on Saturday ${Date.now().toString(36)}`;
      await openContact(page);
      await writeMessage(page, email, subject, 'Good morning,\nCan I visit with my sister & my mother?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toHaveText(
        `Message sent. We will reply to ${email}.`,
      );
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByLabel('Subject')).toHaveValue('');

      await expect.poll(async () => (await mailsFor(subject)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await mailsFor(subject);
      expect(mail.to).toEqual([site.email]);
      expect(mail.text).toContain('Can I visit with my sister & my mother?');

      const staff = await browser.newPage();
      await newStaffSession(staff, consoleSite, uniqueStaffEmail('care', testInfo.project.name), 'care');
      await expect(staff.getByRole('link', { name: /^Inbox \d+ new$/ })).toBeVisible();
      await staff.getByRole('link', { name: new RegExp(subject) }).click();
      await expect(staff.getByRole('heading', { name: subject })).toBeVisible();
      await expect(staff.getByText('Can I visit with my sister & my mother?')).toBeVisible();
      const reply = staff.getByRole('link', { name: 'Reply by e-mail' });
      expect(new URL((await reply.getAttribute('href'))!).pathname).toBe(email);
      expect(await violations(staff), 'a message in the inbox').toEqual([]);
      await staff.getByLabel('Add a note').fill('Answered: Saturday at ten is fine.');
      await staff.getByRole('button', { name: 'Add note' }).click();
      await expect(staff.getByText('Answered: Saturday at ten is fine.')).toBeVisible();
      await staff.getByRole('button', { name: 'Done' }).click();
      await expect(staff.getByRole('button', { name: 'Mark new again' })).toBeVisible();
      await staff.getByRole('link', { name: 'Back to the inbox' }).click();
      expect(await violations(staff), 'the inbox').toEqual([]);
      await staff.close();
    },
  );

  test(
    'without JavaScript the form posts and says where the reply will go',
    { tag: '@phone' },
    async ({ browser }, testInfo) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const email = uniqueEmail('nocode', testInfo.project.name);
      const subject = `Festival dates ${Date.now().toString(36)}`;
      await page.goto('/contact');
      await page.getByLabel('Your email').fill(email);
      await page.getByLabel('Subject').fill(subject);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page).toHaveURL(/\/contact\/sent$/);
      await expect(page.getByRole('status')).toHaveText(`Message sent. We will reply to ${email}.`);
      await expect.poll(async () => (await mailsFor(subject)).length, { timeout: 15_000 }).toBe(1);
      await context.close();
    },
  );

  test(
    'offline, nothing is lost: the form says so and offers the mail app',
    { tag: '@phone' },
    async ({ page, context }) => {
      const subject = `Offline question ${Date.now().toString(36)}`;
      await openContact(page);
      await writeMessage(page, 'ama@example.com', subject, 'Is the centre open on Sunday?');
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Send message' }).click();
      const status = page.getByRole('status').filter({ hasText: 'You are offline' });
      await expect(status).toBeVisible();
      const mailApp = new URL(
        (await status.getByRole('link', { name: 'send it from your e-mail app' }).getAttribute('href'))!,
      );
      expect(decodeURIComponent(mailApp.pathname)).toBe(site.email);
      expect(mailApp.searchParams.get('subject')).toBe(subject);
      expect(mailApp.searchParams.get('body')).toContain('Is the centre open on Sunday?');
      await expect(page.getByLabel('Subject')).toHaveValue(subject);
      expect(posts).toEqual([]);
      await context.setOffline(false);
    },
  );

  test('the browser stops an empty email or subject before anything is sent', { tag: '@wide' }, async ({ page }) => {
    await openContact(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const send = page.getByRole('button', { name: 'Send message' });
    const email = page.getByLabel('Your email');
    await send.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill('not-an-address');
    await send.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await email.fill('ama@example.com');
    await send.click();
    expect(await page.getByLabel('Subject').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(posts).toEqual([]);
  });
});

/** Answers every question of the dialog's assessment with one key, then gives the visitor's details. */
async function finishAssessment(page: Page, dialog: Locator, count: number, name: string, phone: string) {
  await expect(dialog.getByText('Loading the questions…')).toBeHidden();
  for (let i = 0; i < count; i += 1) await page.keyboard.press(i % 4 === 0 ? 'y' : 'n');
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'See my result' }).click();
}

/** Sends the result: first without the tick (nothing leaves the phone), then with it. */
async function sendToCareCentre(dialog: Locator, sent: string[]) {
  const send = dialog.getByRole('button', { name: 'Send to the care centre' });
  const tick = dialog.getByRole('checkbox', { name: 'Ask the care centre to contact me about this result' });
  await expect(tick).not.toBeChecked();
  await send.click();
  await expect(dialog.getByText(followUpMessages.needsTick)).toBeVisible();
  expect(sent, 'a request without the tick').toEqual([]);
  await tick.check();
  await send.click();
  await expect(dialog.getByText(followUpMessages.sent)).toBeVisible();
}

test(
  'care follow-ups leave the phone only with the tick; the care centre reads them, a staff account never',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    const name = `Abena ${Date.now().toString(36)}`;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/care/')) sent.push(request.url());
    });
    await page.goto(carePath);
    await page.getByRole('button', { name: 'Take the Assessment' }).click();
    let dialog = page.getByRole('dialog', { name: 'Lifestyle Assessment' });
    await finishAssessment(page, dialog, 30, name, '0244 123 456');
    await sendToCareCentre(dialog, sent);
    expect(await violations(page), 'a result sent to the care centre').toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Start the Stressors Assessment' }).click();
    dialog = page.getByRole('dialog', { name: 'Stressors Assessment' });
    sent.length = 0;
    await finishAssessment(page, dialog, 75, name, '0244 123 456');
    await sendToCareCentre(dialog, sent);
    expect(sent).toHaveLength(1);

    const care = await browser.newPage();
    await newStaffSession(care, consoleSite, uniqueStaffEmail('care', testInfo.project.name), 'care');
    const addresses: string[] = [];
    for (const [title, groups] of [
      ['Stressors Assessment', 'category'],
      ['Lifestyle Assessment', 'topic'],
    ] as const) {
      await care.getByRole('link', { name: new RegExp(`${title}.*${name}`) }).click();
      await expect(care.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await expect(care.getByText(name)).toBeVisible();
      await expect(care.getByRole('link', { name: '0244 123 456' })).toBeVisible();
      await expect(care.getByRole('heading', { name: `Result by ${groups}, and the answers` })).toBeVisible();
      // A result per topic or category, each opening onto its questions and the answers given.
      const shown = care.getByRole('region', { name: title }).locator('details');
      if (title === 'Stressors Assessment') await expect(shown).toHaveCount(8);
      expect(await shown.count()).toBeGreaterThan(1);
      await shown.first().locator('summary').click();
      await expect(shown.first().getByRole('listitem').first()).toHaveText(/^(Yes|No)\s*\S/);
      expect(await violations(care), `a care follow-up: ${title}`).toEqual([]);
      addresses.push(care.url());
      await care.getByRole('link', { name: 'Back to the inbox' }).click();
    }

    const staff = await browser.newPage();
    await newStaffSession(staff, consoleSite, uniqueStaffEmail('staff', testInfo.project.name), 'staff');
    await staff.getByRole('link', { name: /^Inbox/ }).click();
    await expect(staff.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(staff.getByText(name)).toHaveCount(0);
    const staffCookie = (await staff.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    for (const address of addresses) {
      // The care account's very request, with the staff account's cookie.
      expect((await staff.goto(address))?.status(), address).toBe(404);
      const id = new URL(address).pathname.split('/').pop()!;
      const note = await postForm(consoleSite.url, 'inbox-note', { id, body: 'Seen' }, { cookie: staffCookie });
      expect(note.status).toBe(404);
    }
    await care.close();
    await staff.close();
  },
);

/** Fills and sends the application form on `origin` as a business owner on a phone would. */
async function applyForListing(page: Page, origin: string, business: string, applicant: string, photo: Buffer) {
  await page.goto(`${origin}/directory/apply`);
  await page.getByLabel('Name of the business').fill(business);
  await page
    .getByLabel('A photo of the business')
    .setInputFiles({ name: 'IMG_3310.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Short description').fill('Herbal teas and tinctures, blended by hand.');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Open Monday to Saturday.\nCall before you visit.');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Kumasi, Ashanti Region');
  await page.getByLabel('Your name').fill('Yaa Pokua');
  await page.getByLabel('Your e-mail').fill(applicant);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page).toHaveURL(/\/directory\/apply#sent$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Thank you: your application is sent' })).toBeVisible();
}

test(
  'a directory application with a phone photo: approved and listed upright without its metadata; another declined',
  { tag: '@phone' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(180_000);
    // The instance whose directory no other test counts: Postgres under Node, the Worker under test:edge.
    const site = consoleSites.at(-1)!;
    const stamp = Date.now().toString(36);
    const listed = `Pokua Herbals ${stamp}`;
    const declined = `Far Away Crafts ${stamp}`;
    const applicant = uniqueEmail('apply', testInfo.project.name);
    const photo = await makePhonePhoto(testInfo.outputPath('photo/camera.jpg'));
    await applyForListing(page, site.url, listed, applicant, photo);
    await applyForListing(page, site.url, declined, applicant, photo);

    const owner = await browser.newPage();
    await newStaffSession(owner, site, uniqueStaffEmail('owner', testInfo.project.name), 'owner');
    await owner.getByRole('link', { name: /^Inbox/ }).click();
    await owner.getByRole('link', { name: new RegExp(listed) }).click();
    expect(await violations(owner), 'an application in the inbox').toEqual([]);
    await owner.getByRole('button', { name: 'Approve and list' }).click();
    await expect(owner.getByText(/Approved/).first()).toBeVisible();

    // Listed within 5 s, its photo upright and without the camera's metadata in any copy the site serves.
    await expect
      .poll(async () => (await (await page.request.get(`${site.url}/directory/all`)).text()).includes(listed), {
        timeout: 5_000,
        intervals: [250],
      })
      .toBe(true);
    await page.goto(`${site.url}/directory/all`);
    const card = page.getByRole('article').filter({ hasText: listed });
    // The card's picture is decorative (the name beside it says what it is), so it is found as an image, not by role.
    const picture = card.locator('img').first();
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalHeight > img.naturalWidth)).toBe(true);
    const html = await card.innerHTML();
    const copies = [...new Set(html.match(/\/photos\/[0-9a-f]{16}-[0-9x]+\.(?:avif|webp|jpg)/g))];
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const bytes = await (await page.request.get(`${site.url}${copy}`)).body();
      for (const marker of ['Exif\0\0', 'GPSLatitude', 'PhoneCo', 'Camera 12'])
        expect(bytes.includes(marker), `${copy} carries ${marker}`).toBe(false);
    }

    await owner.getByRole('link', { name: 'Back to the inbox' }).click();
    await owner.getByRole('link', { name: new RegExp(declined) }).click();
    const reason = 'We list businesses that members of the community run; please ask a member to recommend you.';
    await owner.getByLabel('Reason for declining').fill(reason);
    await owner.getByRole('button', { name: 'Decline' }).click();
    await expect(owner.getByText(reason)).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(applicant)).filter((mail) => mail.text.includes(reason)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    expect((await mailsTo(applicant)).length).toBe(2);
    await owner.close();
  },
);
