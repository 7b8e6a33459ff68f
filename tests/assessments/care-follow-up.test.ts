/** @jest-environment node */
// An assessment's result sent to the care centre through its API, against the embedded database and a real SMTP
// server of the test's own: stored only with the visitor's consent and a way to reach them, the result worked out
// again from the answers (whatever result the request claims), every bad request told what is wrong with nothing
// kept, the guard's refusals (size, type, method), nothing half stored when the database fails mid-way, and the result
// mail sent to the visitor's address alone, with a deletion link that deletes.
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import * as followUps from '@/app/api/care/follow-ups/route';
import * as deleteForm from '@/app/(site)/care/delete/confirm/route';
import { lifestyleStatements } from '@/content/assessments/lifestyle';
import { stressorCategories } from '@/content/assessments/stressors';
import { careFollowUpBody, careFollowUpRefusals as refusal } from '@/content/schema/care-follow-up';
import type { Answer } from '@/lib/assessments/assessment-flow';
import { careFollowUpUnavailable } from '@/lib/assessments/care-follow-up';
import { LIFESTYLE_MESSAGES } from '@/lib/assessments/lifestyle-score';
import { answersByCategory, scoreStressors } from '@/lib/assessments/stressors-score';
import { getDatabase } from '@/lib/server/db/connection';
import { inboxItems } from '@/lib/server/db/inbox-schema';
import { mailOutbox } from '@/lib/server/db/schema';
import { deliverQueuedMail } from '@/lib/server/mail/deliver';
import { queueMail } from '@/lib/server/mail/outbox';
import { pgliteBackend } from '../support/order-backends';
import { startSmtpCapture } from '../support/smtp-capture.mjs';

// The outbox as it is, but its queueing can be made to fail once: the database dropping mid-transaction.
jest.mock('@/lib/server/mail/outbox', () => {
  const actual = jest.requireActual('@/lib/server/mail/outbox');
  return { ...actual, queueMail: jest.fn(actual.queueMail) };
});

jest.setTimeout(60_000);

const SITE = 'https://care.mhv.test';
const DAY = 24 * 60 * 60 * 1000;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  Object.assign(process.env, {
    SITE_URL: SITE,
    SMTP_URL: smtp.url,
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_BURST: '100000',
  });
  await pgliteBackend.setUp();
  for (const level of ['info', 'warn', 'error'] as const)
    jest.spyOn(console, level).mockImplementation(() => undefined);
});
afterAll(async () => {
  for (const name of ['SITE_URL', 'SMTP_URL', 'RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_BURST', 'CARE_RETENTION_DAYS'])
    delete process.env[name];
  await pgliteBackend.tearDown();
  await smtp.stop();
});
beforeEach(async () => {
  const { db } = await getDatabase();
  await db.delete(mailOutbox);
  await db.delete(inboxItems);
  smtp.clear();
});

let visitor = 0;
function post(body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  visitor += 1;
  return followUps.POST(
    new Request(`${SITE}/api/care/follow-ups`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': `10.1.${visitor >> 8}.${visitor & 255}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const allOf = (answer: Answer, count: number): Answer[] => Array.from({ length: count }, () => answer);
const lifestyle = (extra: Record<string, unknown> = {}) => ({
  assessment: 'lifestyle',
  answers: allOf('No', lifestyleStatements.length),
  name: 'Ama Mensah',
  phone: '024 123 4567',
  consent: true,
  ...extra,
});
const STRESSOR_COUNT = stressorCategories.reduce((sum, category) => sum + category.questions.length, 0);

async function storedItems() {
  const { db } = await getDatabase();
  return db.select().from(inboxItems).orderBy(asc(inboxItems.createdAt));
}
async function outbox() {
  const { db } = await getDatabase();
  return db.select().from(mailOutbox);
}

it('stores one care item with consent and a phone, kept for CARE_RETENTION_DAYS, and mails nothing', async () => {
  const response = await post(lifestyle());
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ sent: true });

  const [item, ...more] = await storedItems();
  expect(more).toEqual([]);
  expect(item).toMatchObject({
    kind: 'care',
    state: 'new',
    title: 'Lifestyle Assessment',
    name: 'Ama Mensah',
    phone: '024 123 4567',
    email: null,
  });
  expect(Math.abs(item.keepUntil!.getTime() - (Date.now() + 180 * DAY))).toBeLessThan(60_000);
  expect(item.deleteKeyHash).toMatch(/^[0-9a-f]{64}$/);
  const body = careFollowUpBody.parse(item.body);
  expect(body.results.overall).toMatchObject({ yes: 0, answered: 30, words: LIFESTYLE_MESSAGES.healthy });
  expect(body.answers[0]).toEqual({ group: 'Diet', question: lifestyleStatements[0].text, answer: 'No' });
  expect(await outbox()).toEqual([]);
});

it('keeps an item for the days CARE_RETENTION_DAYS sets, and takes an e-mail alone as the way to reach them', async () => {
  process.env.CARE_RETENTION_DAYS = '30';
  try {
    const response = await post(lifestyle({ phone: undefined, email: 'ama@example.com' }));
    expect(response.status).toBe(201);
  } finally {
    delete process.env.CARE_RETENTION_DAYS;
  }
  const [item] = await storedItems();
  expect(item).toMatchObject({ email: 'ama@example.com', phone: null });
  expect(Math.abs(item.keepUntil!.getTime() - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
});

it('stores nothing without the consent, or without a phone or an e-mail, and says why', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [lifestyle({ consent: undefined }), refusal.consent],
    [lifestyle({ consent: false }), refusal.consent],
    [lifestyle({ consent: 'yes' }), refusal.consent],
    [lifestyle({ phone: undefined }), refusal.contact],
    [lifestyle({ phone: '   ', email: '' }), refusal.contact],
  ];
  for (const [body, sentence] of cases) {
    const response = await post(body);
    expect([response.status, (await response.json()).error]).toEqual([400, sentence]);
  }
  expect(await storedItems()).toEqual([]);
});

it('works the result out again from the answers: a forged result is ignored', async () => {
  const forged = { overall: { yes: 0, words: LIFESTYLE_MESSAGES.healthy }, categories: [] };
  expect((await post(lifestyle({ answers: allOf('Yes', 30), results: forged }))).status).toBe(201);
  const stressorAnswers = Array.from({ length: STRESSOR_COUNT }, (_, index): Answer => (index % 3 ? 'No' : 'Yes'));
  const stressors = { assessment: 'stressors', answers: stressorAnswers, name: '', email: 'kofi@example.com' };
  expect((await post({ ...stressors, consent: true, results: { overall: { band: 'low' } } })).status).toBe(201);

  const [lifestyleItem, stressorsItem] = (await storedItems()).map((item) => careFollowUpBody.parse(item.body));
  expect(lifestyleItem.results.overall).toMatchObject({ yes: 30, answered: 30, words: LIFESTYLE_MESSAGES.unhealthy });
  expect(lifestyleItem.results.categories.map((row) => [row.name, row.yes])).toEqual([
    ['Diet', 10],
    ['Substances', 6],
    ['Exercise and rest', 7],
    ['Mindset', 7],
  ]);
  const expected = scoreStressors(stressorCategories, answersByCategory(stressorCategories, stressorAnswers));
  expect(stressorsItem.results.overall).toMatchObject({
    yes: expected.score,
    percentage: expected.percentage,
    band: expected.band.id,
    words: expected.band.label,
  });
  expect(stressorsItem.results.categories.map((row) => [row.name, row.percentage, row.words])).toEqual(
    expected.categories.map((row) => [row.category, row.percentage, row.band.label]),
  );
  expect(stressorsItem.answers).toHaveLength(STRESSOR_COUNT);
});

it('refuses a request of the wrong shape with a 400 and a sentence, and stores nothing', async () => {
  const cases: [unknown, string][] = [
    [lifestyle({ answers: allOf('No', 29) }), refusal.count('lifestyle')],
    [lifestyle({ assessment: 'stressors' }), refusal.count('stressors')],
    [lifestyle({ answers: [...allOf('No', 29), 'Maybe'] }), refusal.answer],
    [lifestyle({ answers: 'No' }), refusal.answers],
    [lifestyle({ assessment: 'sleep' }), refusal.assessment],
    [lifestyle({ name: 'A'.repeat(101) }), refusal.nameTooLong],
    [lifestyle({ email: 'ama@' }), refusal.email],
    [lifestyle({ phone: 'call me' }), refusal.phone],
    [lifestyle({ emailResult: true }), refusal.emailResult],
    [lifestyle({ emailResult: 'yes', email: 'ama@example.com' }), refusal.flag],
    [lifestyle({ score: 100 }), refusal.unexpected(['score'])],
    [[lifestyle()], refusal.notAnObject],
    [null, refusal.notAnObject],
    ['{"assessment":', 'The request body is not valid JSON.'],
  ];
  for (const [body, sentence] of cases) {
    const response = await post(body);
    expect([JSON.stringify(body).slice(0, 60), response.status, (await response.json()).error]).toEqual([
      JSON.stringify(body).slice(0, 60),
      400,
      sentence,
    ]);
  }
  expect(await storedItems()).toEqual([]);
});

it('answers 413 over the size limit, 415 for a body that is not JSON, 405 for another method', async () => {
  const huge = await post(lifestyle({ name: 'A'.repeat(9_000) }));
  expect(huge.status).toBe(413);
  expect((await huge.json()).error).toMatch(/too large/);
  const form = await post('assessment=lifestyle', { 'content-type': 'application/x-www-form-urlencoded' });
  expect(form.status).toBe(415);
  // Next hands a GET to the route's GET export, which refuses it whatever the request.
  const got = await followUps.GET();
  expect(got.status).toBe(405);
  expect(got.headers.get('allow')).toBe('POST');
  expect(await storedItems()).toEqual([]);
});

it('keeps nothing when the database fails between the item and its mail, and asks to try again or call', async () => {
  jest.mocked(queueMail).mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
  const response = await post(lifestyle({ email: 'ama@example.com', emailResult: true }));
  expect(response.status).toBe(503);
  expect((await response.json()).error).toBe(careFollowUpUnavailable);
  expect(careFollowUpUnavailable).toContain('+233 24 000 0002');
  expect(await storedItems()).toEqual([]);
  expect(await outbox()).toEqual([]);
});

it('mails the result to the given address alone, with a deletion link that deletes what the centre holds', async () => {
  const response = await post(
    lifestyle({ answers: [...allOf('Yes', 2), ...allOf('No', 28)], email: 'ama@example.com', emailResult: true }),
  );
  expect(response.status).toBe(201);
  const [item] = await storedItems();
  const [queued, ...others] = await outbox();
  expect(others).toEqual([]);
  expect(queued).toMatchObject({ reference: item.id, kind: 'care-result', recipient: 'ama@example.com' });

  // The route hands the outbox to a delivery in the background; a round of the test's own covers a slow start.
  await deliverQueuedMail();
  for (let waited = 0; smtp.messages.length === 0 && waited < 10_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(smtp.messages).toHaveLength(1);
  const [mail] = smtp.messages;
  expect(mail.to).toEqual(['ama@example.com']);
  expect(mail.subject).toBe('Your Lifestyle Assessment result');
  expect(mail.text).toContain(LIFESTYLE_MESSAGES.mixed);
  expect(mail.text).toContain('You answered Yes to 2 of 30 statements.');
  const link = /https:\/\/care\.mhv\.test\/care\/delete\?key=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  const key = link![1];
  // The key is in the visitor's mail only: the item keeps its hash.
  expect(item.deleteKeyHash).toBe(createHash('sha256').update(key).digest('hex'));
  expect(JSON.stringify(item)).not.toContain(key);

  const pressed = await deleteForm.POST(
    new Request(`${SITE}/care/delete/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `key=${key}`,
    }),
  );
  expect(pressed.status).toBe(303);
  expect(pressed.headers.get('location')).toBe('/care/delete?done=deleted');
  expect(await storedItems()).toEqual([]);
  expect(await outbox()).toEqual([]);
});

it('mails nothing when the visitor gave an e-mail but did not ask for their result', async () => {
  expect((await post(lifestyle({ email: 'ama@example.com', emailResult: false }))).status).toBe(201);
  expect(await outbox()).toEqual([]);
  const { db } = await getDatabase();
  const [item] = await db.select().from(inboxItems).where(eq(inboxItems.email, 'ama@example.com'));
  expect(careFollowUpBody.parse(item.body).emailResult).toBe(false);
});
