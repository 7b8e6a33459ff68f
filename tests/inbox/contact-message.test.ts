/** @jest-environment node */
// A message from the contact form, posted as a browser posts it, against PGlite: kept in the staff inbox and mailed
// once to the organisation; a robot's (the hidden field, or sent within seconds of the page loading) is answered like a
// success and kept nowhere; bad input is a 4xx with a sentence; the 21st message within the hour from one /64 is a 429.
import { eq } from 'drizzle-orm';
import * as contactRoute from '@/app/(site)/contact/send/route';
import { contactForm } from '@/content/contact';
import { site } from '@/content/site';
import { listInbox } from '@/lib/inbox/inbox-store';
import { getDatabase } from '@/lib/server/db/connection';
import { inboxItems } from '@/lib/server/db/inbox-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { pgliteBackend } from '../support/order-backends';
import { cookieOf, postShopForm } from '../support/shop-form-post';

// The outbox is what is asserted; sending it is the mail suites' subject.
jest.mock('@/lib/server/mail/deliver', () => ({ deliverQueuedMailSoon: () => undefined }));

jest.setTimeout(60_000);
beforeAll(async () => {
  await pgliteBackend.setUp();
  // The route's per-minute limit is the site's; the hourly count of messages is the subject here.
  process.env.RATE_LIMIT_BURST = '100';
  process.env.RATE_LIMIT_PER_MINUTE = '1000';
  process.env.TRUST_PROXY = '1';
});
afterAll(async () => {
  delete process.env.RATE_LIMIT_BURST;
  delete process.env.RATE_LIMIT_PER_MINUTE;
  delete process.env.TRUST_PROXY;
  await pgliteBackend.tearDown();
});

const message = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    email: 'ama.owusu@example.com',
    subject: 'Visiting on Saturday',
    message: 'Good morning,\nCan I visit with my sister & my mother?',
    website: '',
    elapsed: '8000',
    ...fields,
  }).toString();

const asJson = { headers: { accept: 'application/json' } };
const fromAddress = (address: string) => ({ headers: { 'x-forwarded-for': address, accept: 'application/json' } });

async function stored(subject: string) {
  const { db } = await getDatabase();
  return db.select().from(inboxItems).where(eq(inboxItems.title, subject));
}
async function mailsAbout(id: string) {
  const { db } = await getDatabase();
  return db.select().from(mailOutbox).where(eq(mailOutbox.reference, id));
}

it('a message sent without the page’s code lands in the inbox, mails the organisation once, and says so', async () => {
  const response = await postShopForm(contactRoute, '/contact/send', message({ subject: 'No code here' }));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/contact/sent');
  expect(decodeURIComponent(cookieOf(response))).toBe('mhv-contact-sent=ama.owusu@example.com');
  const [item] = await stored('No code here');
  expect(item).toMatchObject({ kind: 'message', state: 'new', email: 'ama.owusu@example.com' });
  expect(item.body).toEqual({
    subject: 'No code here',
    message: 'Good morning,\nCan I visit with my sister & my mother?',
  });
  const mails = await mailsAbout(item.id);
  expect(mails).toHaveLength(1);
  expect(mails[0].recipient).toBe(site.email);
  expect(mails[0].body).toContain('Can I visit with my sister & my mother?');
  expect(mails[0].body).toContain('Reply to: ama.owusu@example.com');
  // Every role that reads messages finds it in the inbox.
  const { db } = await getDatabase();
  for (const role of ['owner', 'staff', 'care'] as const)
    expect((await listInbox(db, role, 1)).entries.map((entry) => entry.id)).toContain(item.id);
});

it('with the page’s code, the answer is the sentence the form shows in place', async () => {
  const response = await postShopForm(contactRoute, '/contact/send', message({ subject: 'With code' }), asJson);
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    sent: true,
    message: contactForm.sent.replace('{email}', 'ama.owusu@example.com'),
  });
  expect(await stored('With code')).toHaveLength(1);
});

it('a robot is answered like a visitor and nothing is kept or mailed', async () => {
  const trap = await postShopForm(contactRoute, '/contact/send', message({ subject: 'Robot one', website: 'x.biz' }));
  expect(trap.status).toBe(303);
  const quick = await postShopForm(
    contactRoute,
    '/contact/send',
    message({ subject: 'Robot two', elapsed: '400' }),
    asJson,
  );
  expect(quick.status).toBe(201);
  expect(await stored('Robot one')).toHaveLength(0);
  expect(await stored('Robot two')).toHaveLength(0);
  const { db } = await getDatabase();
  expect(
    await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Message from the website: Robot one')),
  ).toEqual([]);
});

it('refuses what it cannot take with a 4xx and a sentence, and keeps nothing', async () => {
  const cases: [Record<string, string>, number, string][] = [
    [{ email: 'not-an-address' }, 400, 'Please enter a valid email address.'],
    [{ subject: '   ' }, 400, 'Please write a subject.'],
    [{ subject: 'x'.repeat(201) }, 400, 'The subject must be at most 200 characters.'],
    [{ message: 'x'.repeat(5001) }, 400, 'The message must be at most 5000 characters.'],
  ];
  for (const [fields, status, sentence] of cases) {
    const json = await postShopForm(contactRoute, '/contact/send', message(fields), asJson);
    expect([json.status, (await json.json()).error]).toEqual([status, sentence]);
    // Without the page's code the same sentence, on a page of its own.
    const page = await postShopForm(contactRoute, '/contact/send', message(fields));
    expect(page.status).toBe(status);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(sentence.replace(/'/g, '&#39;'));
  }
  const tooLarge = await postShopForm(contactRoute, '/contact/send', message({ message: 'x'.repeat(70_000) }));
  expect(tooLarge.status).toBe(413);
  const elsewhere = await postShopForm(contactRoute, '/contact/send', message({ subject: 'From elsewhere' }), {
    headers: { origin: 'https://evil.example' },
  });
  expect(elsewhere.status).toBe(403);
  expect(await stored('From elsewhere')).toHaveLength(0);
  const get = await contactRoute.GET();
  expect(get.status).toBe(405);
});

it('takes 20 messages an hour from one /64 and refuses the 21st with a sentence; another network is not held up', async () => {
  for (let n = 1; n <= 20; n += 1) {
    const response = await postShopForm(
      contactRoute,
      '/contact/send',
      message({ subject: `Hourly ${n}` }),
      fromAddress(`2001:db8:5:7::${n.toString(16)}`),
    );
    expect(response.status).toBe(201);
  }
  const twentyFirst = await postShopForm(
    contactRoute,
    '/contact/send',
    message({ subject: 'Hourly 21' }),
    fromAddress('2001:db8:5:7:ffff::1'),
  );
  expect(twentyFirst.status).toBe(429);
  expect((await twentyFirst.json()).error).toBe(
    'You have sent many messages in the last hour. Please wait an hour, or call us.',
  );
  expect(Number(twentyFirst.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await stored('Hourly 21')).toHaveLength(0);
  const neighbour = await postShopForm(
    contactRoute,
    '/contact/send',
    message({ subject: 'Next door' }),
    fromAddress('2001:db8:5:8::1'),
  );
  expect(neighbour.status).toBe(201);
});
