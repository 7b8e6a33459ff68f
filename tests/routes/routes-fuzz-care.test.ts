/** @jest-environment node */
// Property tests of the care centre's follow-up routes, called as Next calls them against a real embedded database:
// whatever headers, query and body arrive at the follow-up API (JSON of every shape, or raw bytes of any kind) or at
// the deletion form, never a 5xx, never a stack trace, and a refused request changes no row
// (tests/support/route-fuzz.ts).
import fc from 'fast-check';
import * as followUps from '@/app/api/care/follow-ups/route';
import * as deleteForm from '@/app/(site)/care/delete/confirm/route';
import { lifestyleStatements } from '@/content/assessments/lifestyle';
import { stressorCategories } from '@/content/assessments/stressors';
import { getDatabase } from '@/lib/server/db/connection';
import { addInboxItem, newInboxKey } from '@/lib/inbox/inbox-store';
import { callRoute, FUZZ_TIMEOUT_MS, jsonHeaders, openFuzzShop, type FuzzShop } from '../support/fuzz-shop';
import {
  hostileFormBody,
  hostileHeaders,
  hostileJsonValue,
  hostileJsonBody,
  hostileQuery,
  hostileText,
  methodOf,
} from '../support/hostile-input';
import { fuzzRoute } from '../support/route-fuzz';

let shop: FuzzShop;
/** Deletion keys of follow-ups stored before the fuzz, so that some presses delete one. */
const keys: string[] = [];

beforeAll(async () => {
  Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000' });
  shop = await openFuzzShop([]);
  const { db } = await getDatabase();
  for (let n = 0; n < 5; n += 1) {
    const deleteKey = newInboxKey();
    keys.push(deleteKey);
    await addInboxItem(db, {
      kind: 'care',
      name: `Visitor ${n}`,
      email: null,
      phone: '0244000111',
      title: 'Lifestyle Assessment',
      body: {},
      keepUntil: new Date(Date.now() + 86_400_000),
      deleteKey,
    });
  }
}, 60_000);
afterAll(() => shop.close());

const STRESSOR_COUNT = stressorCategories.reduce((sum, category) => sum + category.questions.length, 0);
const answersOf = (count: number) =>
  fc.array(fc.constantFrom('Yes', 'No'), { minLength: count, maxLength: count }) as fc.Arbitrary<string[]>;
const assessmentAndAnswers = fc.oneof(
  answersOf(lifestyleStatements.length).map((answers) => ({ assessment: 'lifestyle', answers })),
  answersOf(STRESSOR_COUNT).map((answers) => ({ assessment: 'stressors', answers })),
);
const valid = { name: 'Ama Mensah', phone: '024 123 4567', email: 'ama@example.com', consent: true };

const toCareApi = { 'content-type': 'application/json' };
const isJson = (body: string) => {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
};

/** A stored follow-up answers 201 { sent: true }; every refusal carries a sentence. */
function checkAnswer(response: Response, body: string) {
  if (response.status === 201) expect(JSON.parse(body)).toEqual({ sent: true });
  if (response.status >= 400 && response.status !== 405) expect(typeof JSON.parse(body).error).toBe('string');
}

describe('the care routes under generated hostile requests', () => {
  it(
    'POST /api/care/follow-ups: any headers, query and JSON body',
    async () => {
      const cases = fc.record({
        method: methodOf('POST'),
        path: fc.constant('/api/care/follow-ups'),
        query: hostileQuery(),
        headers: jsonHeaders,
        body: fc.oneof(
          // A whole follow-up with one field made hostile, so that cases reach the store.
          fc
            .tuple(
              assessmentAndAnswers,
              fc.constantFrom('name', 'phone', 'email', 'consent', 'emailResult', 'results', 'assessment', 'answers'),
              hostileJsonValue,
            )
            .map(([start, field, value]) => JSON.stringify({ ...valid, ...start, [field]: value })),
          assessmentAndAnswers.map((start) => JSON.stringify({ ...valid, ...start, emailResult: true })),
          hostileJsonBody({
            assessment: fc.oneof(fc.constantFrom('lifestyle', 'stressors'), hostileText),
            answers: fc.oneof(answersOf(lifestyleStatements.length), fc.array(hostileText, { maxLength: 80 })),
            name: hostileText,
            phone: fc.oneof(fc.constant(valid.phone), hostileText),
            email: fc.oneof(fc.constant(valid.email), hostileText),
            consent: fc.oneof(fc.constant(true), hostileJsonValue),
            emailResult: fc.boolean(),
          }),
        ),
      });
      const statuses = await fuzzRoute({
        name: 'POST /api/care/follow-ups',
        cases,
        send: (call) => callRoute(followUps, call),
        check: checkAnswer,
      });
      expect([statuses[201], statuses[400]]).toEqual([expect.any(Number), expect.any(Number)]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'POST /api/care/follow-ups: raw bytes of any kind, as JSON or not',
    async () => {
      const cases = fc.record({
        headers: fc.oneof(
          { arbitrary: fc.constant(toCareApi), weight: 4 },
          hostileHeaders.map((headers) => ({ ...toCareApi, ...headers })),
        ),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          // A valid follow-up cut short, or with a byte no UTF-8 text has.
          assessmentAndAnswers
            .map((start) => new TextEncoder().encode(JSON.stringify({ ...valid, ...start })))
            .chain((whole) =>
              fc.oneof(
                fc.integer({ min: 0, max: whole.length - 1 }).map((cut) => whole.slice(0, cut)),
                fc
                  .tuple(fc.integer({ min: 0, max: whole.length - 1 }), fc.integer({ min: 0x80, max: 0xff }))
                  .map(([at, byte]) => Uint8Array.from([...whole.slice(0, at), byte, ...whole.slice(at)])),
              ),
            ),
          fc.integer({ min: 8_000, max: 20_000 }).map((size) => new Uint8Array(size).fill(0x20)),
        ),
      });
      let visitor = 0;
      const statuses = await fuzzRoute({
        name: 'POST /api/care/follow-ups (bytes)',
        cases,
        send: ({ headers, bytes }) => {
          visitor += 1;
          return followUps.POST(
            new Request('http://shop.test/api/care/follow-ups', {
              method: 'POST',
              headers: { 'x-forwarded-for': `10.9.${(visitor >> 8) & 255}.${visitor & 255}`, ...headers },
              body: bytes,
            }),
          );
        },
        check: (response, body) => {
          checkAnswer(response, body);
          expect(isJson(body)).toBe(true);
        },
      });
      expect([statuses[400], statuses[413]]).toEqual([expect.any(Number), expect.any(Number)]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'POST /care/delete/confirm: any form, key and headers',
    async () => {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const cases = fc.record({
        method: methodOf('POST'),
        path: fc.constant('/care/delete/confirm'),
        query: hostileQuery(['key', 'done']),
        headers: fc.oneof(
          { arbitrary: fc.constant(form), weight: 3 },
          hostileHeaders.map((headers) => ({ ...form, ...headers })),
          hostileHeaders,
        ),
        body: hostileFormBody({ key: fc.oneof(fc.constantFrom(...keys), hostileText) }),
      });
      const statuses = await fuzzRoute({
        name: 'POST /care/delete/confirm',
        cases,
        send: (call) => callRoute(deleteForm, call),
        check: (response) => {
          if (response.status !== 303) return;
          const location = new URL(response.headers.get('location')!, 'http://shop.test');
          expect(location.pathname).toBe('/care/delete');
          expect(['deleted', 'already', 'incomplete']).toContain(location.searchParams.get('done'));
        },
      });
      expect(statuses[303]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
