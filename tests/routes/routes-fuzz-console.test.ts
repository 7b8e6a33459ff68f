/** @jest-environment node */
// Property tests of the staff console's route handlers (every form's action route, the CSV download), called as Next
// calls them against a real embedded order book and the fake Paystack: whatever a visitor or a signed-in account
// sends, never a 5xx, never a stack trace, and a refused request changes no row (tests/support/route-fuzz.ts).
import fc from 'fast-check';
import * as consoleActions from '@/app/(console)/staff/actions/[action]/route';
import * as ordersCsv from '@/app/(console)/staff/orders.csv/route';
import { settingKeys, writeSetting } from '@/lib/auth/app-settings';
import { staffAuth } from '@/lib/auth/auth-server';
import { addStaff } from '@/lib/auth/staff-accounts';
import { getDatabase } from '@/lib/server/db/connection';
import { fulfilmentSteps } from '@/lib/server/db/stored-values';
import { commandLineActor } from '@/lib/server/audit/activity-log';
import type { ConsoleActionName } from '@/lib/console/actions/action-table';
import {
  headerValue,
  hostileFormBody,
  hostileHeaders,
  hostileText,
  methodOf,
  percentEncoded,
  type HeaderList,
} from '../support/hostile-input';
import { FUZZ_TIMEOUT_MS, listFilterQuery, openFuzzShop, referenceOf, type FuzzShop } from '../support/fuzz-shop';
import { fuzzRoute, rowChanges } from '../support/route-fuzz';
import { consoleFormRequest } from '../support/staff-cookie';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'a sentence nobody else would choose';
const ACCOUNTS = { owner: 'owner@example.org', staff: 'staff@example.org' } as const;
type Role = keyof typeof ACCOUNTS;
const cookies: Partial<Record<Role, string>> = {};
const REFERENCES = ['MHV-CONSOLE-0', 'MHV-CONSOLE-1', 'MHV-CONSOLE-2'];
let shop: FuzzShop;

async function signIn(role: Role) {
  const auth = await staffAuth(false);
  const { headers } = await auth.api.signInEmail({
    body: { email: ACCOUNTS[role], password: PASSWORD },
    returnHeaders: true,
  });
  cookies[role] = headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

beforeAll(async () => {
  shop = await openFuzzShop(REFERENCES);
  const { db } = await getDatabase();
  const auth = await staffAuth(false);
  for (const role of ['owner', 'staff'] as const) {
    const { link } = await addStaff(db, commandLineActor, ACCOUNTS[role], role);
    await auth.api.resetPassword({ body: { token: new URL(link).searchParams.get('token')!, newPassword: PASSWORD } });
    await signIn(role);
  }
  await addStaff(db, commandLineActor, 'spare@example.org', 'staff');
}, 120_000);
afterAll(() => shop.close());

/** Who sends the request: a signed-in account, nobody, or a cookie of any kind. */
const session = fc.oneof(
  { arbitrary: fc.constantFrom<Role>('owner', 'staff'), weight: 6 },
  { arbitrary: fc.constant(null), weight: 2 },
  { arbitrary: headerValue.map((cookie) => ({ cookie })), weight: 1 },
  {
    arbitrary: headerValue.map((value) => ({ cookie: `mhv-staff.session_token=${value}` })),
    weight: 1,
  },
);
type Session = Role | null | { cookie: string };
const cookieOf = (who: Session) =>
  who === null ? undefined : typeof who === 'string' ? cookies[who] : who.cookie || undefined;

const reference = referenceOf(REFERENCES);
const step = fc.oneof({ arbitrary: fc.constantFrom(...fulfilmentSteps), weight: 2 }, hostileText);
const password = fc.oneof(fc.constantFrom('wrong password of some length', 'short'), hostileText);
const code = fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[a-z0-9]{10}$/), hostileText);
const next = fc.oneof(fc.constantFrom('/staff/orders', '//evil.example', '/staff/../x'), hostileText);
const email = fc.oneof(fc.constantFrom('spare@example.org', 'new@example.org'), hostileText);
const kind = fc.oneof(fc.constantFrom('product', 'video', 'listing', 'person'), hostileText);
const entryId = fc.oneof(fc.constantFrom('1', '2', '13', '999999999', '0'), hostileText);
const words = fc.oneof(fc.constantFrom('Moringa Leaf Tea', 'A short line.', ''), hostileText);
const amount = fc.oneof(fc.constantFrom('45', '47.50', '500', '4.8', ''), hostileText);
const ticked = fc.oneof(fc.constant('on'), hostileText);
const itemId = fc.oneof(fc.constantFrom('AAAAAAAAAAAAAAAAAAAAAA', 'x'), hostileText);

/** Each form's fields with the values a person would type, mixed by hostileFormBody with every other kind. */
const FORMS: Record<ConsoleActionName, Record<string, fc.Arbitrary<string>>> = {
  'add-staff': { email, role: fc.constantFrom('owner', 'staff') },
  'booking-cancel': { reference },
  'booking-mark': { reference, mark: fc.oneof(fc.constantFrom('attended', 'no-show'), hostileText) },
  'booking-move': { reference, to: fc.oneof(fc.constantFrom('1@2026-12-01T09:00:00.000Z', '1@x'), hostileText) },
  'booking-rules-save': {
    minNoticeMinutes: fc.oneof(fc.constantFrom('120', '0', '-5', '99999'), hostileText),
    horizonDays: fc.oneof(fc.constantFrom('30', '0', '367'), hostileText),
  },
  'catalogue-archive': { kind, id: entryId, version: entryId, archived: fc.constantFrom('true', 'false') },
  'catalogue-move': { kind, id: entryId, direction: fc.constantFrom('up', 'down') },
  'change-password': { current: password, password, confirm: password },
  'check-paystack': { reference },
  'consultation-save': {
    id: entryId,
    version: entryId,
    name: words,
    description: words,
    durationMinutes: fc.oneof(fc.constantFrom('30', '10', '500'), hostileText),
    price: amount,
    deposit: amount,
    place: fc.oneof(fc.constantFrom('centre', 'phone', 'whatsapp'), hostileText),
    archived: ticked,
    'person-1': ticked,
  },
  fulfil: { reference, from: step, to: step, reason: hostileText },
  'inbox-approve': { id: itemId },
  'inbox-decline': { id: itemId, reason: hostileText },
  'inbox-delete-care': { id: itemId },
  'inbox-note': { id: itemId, body: hostileText },
  'inbox-state': { id: itemId, state: fc.oneof(fc.constantFrom('done', 'new'), hostileText) },
  'listing-save': {
    id: entryId,
    version: entryId,
    companyName: words,
    shortDescription: words,
    briefDescription: words,
    location: words,
    phone: fc.oneof(fc.constantFrom('+233 24 000 0001', ''), hostileText),
    email: fc.oneof(fc.constantFrom('a@b.example', ''), hostileText),
    website: fc.oneof(fc.constantFrom('https://example.org', ''), hostileText),
    rating: amount,
    ratings: amount,
  },
  note: { reference, body: hostileText },
  'person-hours-save': {
    personId: entryId,
    shown: fc.oneof(fc.constantFrom('', '2026-01-01T00:00:00.000Z'), hostileText),
    'day-1': fc.oneof(fc.constantFrom('09:00-12:00, 13:00-17:00', '', '12:00-09:00'), hostileText),
    daysOff: fc.oneof(fc.constantFrom('2026-12-25', ''), hostileText),
  },
  'person-save': { id: entryId, version: entryId, name: words, role: fc.constantFrom('Priest', 'Herbalist', 'x') },
  'product-save': {
    id: entryId,
    version: entryId,
    name: words,
    description: words,
    price: amount,
    forSale: ticked,
    'category-0': ticked,
  },
  reconcile: {},
  'recovery-codes': { password },
  refund: {
    reference,
    amount: fc.oneof(fc.constantFrom('1', '0.5', '12.50', '99999999', '0'), hostileText),
    reason: hostileText,
    requestKey: fc.oneof(fc.uuid(), hostileText),
    restock: ticked,
  },
  'refund-retry': { refund: fc.oneof(fc.constantFrom('1', '2', '999999999999999', '9007199254740993'), hostileText) },
  'remove-staff': { email },
  'require-two-factor': { required: fc.constantFrom('false', 'true') },
  'reset-staff': { email },
  'set-password': { token: hostileText, password, confirm: password },
  'sign-in': { email: fc.oneof(fc.constantFrom(...Object.values(ACCOUNTS)), hostileText), password, next },
  'sign-out': {},
  'stock-save': {
    id: entryId,
    stock: fc.oneof(fc.constantFrom('0', '1', '12', '', '-1', '2.5'), hostileText),
    lowThreshold: fc.oneof(fc.constantFrom('3', '0', ''), hostileText),
    note: words,
  },
  'two-factor': { code, next },
  'two-factor-confirm': { code },
  'two-factor-disable': { password },
  'two-factor-enable': { password },
  'video-save': {
    id: entryId,
    version: entryId,
    url: fc.oneof(
      fc.constantFrom('https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/shorts/kR4dA24cErM'),
      hostileText,
    ),
    title: words,
    channel: words,
    category: fc.constantFrom('', 'FOOD', 'hiking in forest'),
    year: fc.oneof(fc.constantFrom('2024', ''), hostileText),
  },
};
const actionNames = Object.keys(FORMS) as ConsoleActionName[];

/** The headers of a form post: its origin, type and what it accepts, right or not, and any others. */
const formHeaders = fc.record({
  origin: fc.oneof(
    { arbitrary: fc.constant(ORIGIN), weight: 6 },
    fc.constantFrom('null', 'https://evil.example', 'http://localhost:3000.evil.example'),
    headerValue,
  ),
  'content-type': fc.oneof(
    { arbitrary: fc.constant('application/x-www-form-urlencoded'), weight: 6 },
    fc.constantFrom(
      'multipart/form-data; boundary=x',
      'application/json',
      'APPLICATION/X-WWW-FORM-URLENCODED;charset=x',
    ),
    headerValue,
  ),
  accept: fc.oneof(fc.constantFrom('text/html', 'application/json', '*/*'), headerValue),
  referer: fc.oneof(fc.constantFrom(`${ORIGIN}/staff/orders?page=2`, 'https://evil.example/staff'), headerValue),
});

/** Forms whose success would change what later cases can do: their sessions, or the second factor everyone needs. */
const SESSION_CHANGING = ['sign-out', 'change-password', 'require-two-factor', 'reset-staff', 'remove-staff'];
const undo: string[] = [];

type ConsoleCase = {
  action: string;
  method: string;
  who: Session;
  headers: HeaderList;
  body: string;
};

const consoleCases: fc.Arbitrary<ConsoleCase> = fc
  .oneof({ arbitrary: fc.constantFrom(...actionNames), weight: 12 }, hostileText)
  .chain((action) =>
    fc.record({
      action: fc.constant(action),
      method: methodOf('POST'),
      who: session as fc.Arbitrary<Session>,
      headers: fc.tuple(formHeaders, hostileHeaders).map(([usual, more]) => ({ ...more, ...usual })),
      body: hostileFormBody(FORMS[action as ConsoleActionName] ?? {}),
    }),
  );

/** A console form sent as a browser on the console's own page sends it. */
function formPost(action: string, body: string, who: Role | null = null) {
  const cookie = who ? cookies[who] : undefined;
  return consoleActions.POST(consoleFormRequest(action, body, cookie), { params: Promise.resolve({ action }) });
}
const download = (query: string) =>
  ordersCsv.GET(
    new Request(`${ORIGIN}/staff/orders.csv?${query}`, { headers: { host: 'localhost:3000', cookie: cookies.owner! } }),
  );

// What the properties below found, each kept as the request that found it: each was a 500, but the field named
// 'constructor', which was refused for a wrong reason.
describe('the odd input the properties found', () => {
  it.each([
    ['a sign-in whose e-mail holds NUL', 400, () => formPost('sign-in', 'email=ama%00%40example.org&password=x')],
    ['a set-password link that holds NUL', 400, () => formPost('set-password', 'token=%00&password=x&confirm=x')],
    ['a note that holds NUL', 400, () => formPost('note', 'reference=MHV-CONSOLE-1&body=%00', 'staff')],
    ['the list from the year 0', 200, () => download('from=0000-01-01')],
    ['the list to the last day of 9999', 200, () => download('to=9999-12-31')],
    ['a search that holds NUL', 200, () => download('q=%00')],
  ])('%s: %i', async (_name, status, send) => {
    const before = await rowChanges();
    expect((await send()).status).toBe(status);
    if (status >= 400) expect(await rowChanges()).toBe(before);
  });

  it('takes a field named like an object property for a field, not for one sent twice', async () => {
    const response = await formPost('sign-in', 'email=a%40example.org&password=x&constructor=1');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).not.toMatch(/sent twice/);
  });
});

describe('the staff console under generated hostile requests', () => {
  it(
    'POST /staff/actions/{action}: any form, from anyone',
    async () => {
      const statuses = await fuzzRoute({
        name: 'POST /staff/actions/{action}',
        cases: consoleCases,
        // What an earlier case was allowed to do that would leave the rest of the run signed out or locked out.
        async prepare() {
          if (!undo.length) return;
          const { db } = await getDatabase();
          await writeSetting(db, settingKeys.twoFactorRequired, 'false');
          for (const role of ['owner', 'staff'] as const) {
            const auth = await staffAuth(false);
            if (!(await auth.api.getSession({ headers: new Headers({ cookie: cookies[role] ?? '' }) })))
              await signIn(role);
          }
          undo.length = 0;
        },
        send: async ({ action, method, who, headers, body }) => {
          const route = consoleActions as unknown as Record<string, typeof consoleActions.POST>;
          const handler = route[method];
          if (!handler) return new Response(null, { status: 405 });
          const cookie = cookieOf(who);
          const request = new Request(`${ORIGIN}/staff/actions/${percentEncoded(action)}`, {
            method,
            headers: { ...headers, host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
            body: method === 'GET' || method === 'HEAD' ? undefined : body,
          });
          const response = await handler(request, { params: Promise.resolve({ action }) });
          if (response.status === 303 && SESSION_CHANGING.includes(action)) undo.push(action);
          return response;
        },
      });
      expect(statuses[303]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'GET /staff/orders.csv: any filter, from anyone',
    async () => {
      const cases = fc.record({
        who: session as fc.Arbitrary<Session>,
        query: listFilterQuery,
        headers: hostileHeaders,
      });
      const statuses = await fuzzRoute({
        name: 'GET /staff/orders.csv',
        cases,
        // A download is written to the activity log: the one change a signed-in download makes.
        send: ({ who, query, headers }) => {
          const cookie = cookieOf(who);
          return ordersCsv.GET(
            new Request(`${ORIGIN}/staff/orders.csv?${query}`, {
              headers: { ...headers, host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
            }),
          );
        },
      });
      expect(statuses[200]).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
