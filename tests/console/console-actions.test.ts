/** @jest-environment node */
// The console's form posts, called as Next calls them, against PGlite: each refusal has its status and one sentence
// (never a stack trace), and the owner's actions refuse a staff account however the request is made.
import { addStaff } from '@/lib/auth/staff-accounts';
import { getDatabase } from '@/lib/server/db/connection';
import { commandLineActor } from '@/lib/server/audit/activity-log';
import { addStaffAction, requireTwoFactorAction } from '@/lib/console/actions/team';
import { noteAction } from '@/lib/console/actions/orders';
import { reconcileAction } from '@/lib/console/actions/reconcile';
import { refundAction, retryRefundAction } from '@/lib/console/actions/refunds';
import { signInAction } from '@/lib/console/actions/sign-in';
import { MAX_FORM_BYTES } from '@/lib/console/console-limits';
import { ownerAndStaffOnPglite, STAFF_PASSWORD as PASSWORD, staffCookie } from '../support/staff-cookie';

jest.setTimeout(60_000);
const ORIGIN = 'http://localhost:3000';
const cookies: Record<string, string> = ownerAndStaffOnPglite();

/** Another staff account, signed in: its cookie becomes the suite's staff cookie. */
async function account(email: string, role: 'owner' | 'staff') {
  cookies[role] = await staffCookie(email, role);
}

function post(body: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/staff/actions/x`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const json = async (response: Response) => ((await response.json()) as { error: string }).error;

it('answers 303 to a page for a good form, and sets the session cookie at sign-in', async () => {
  const response = await signInAction.POST(post(form({ email: 'Owner@Example.org', password: PASSWORD })));
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/staff');
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('mhv-staff.session_token='))!;
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  expect(cookie).not.toMatch(/Secure/i);
});

it('marks the cookie Secure when the browser came over HTTPS through our proxy', async () => {
  process.env.TRUST_PROXY = '1';
  try {
    const response = await signInAction.POST(
      post(form({ email: 'owner@example.org', password: PASSWORD }), {
        origin: 'https://shop.example.org',
        host: 'shop.example.org',
        'x-forwarded-proto': 'https',
      }),
    );
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token='))!;
    expect(cookie).toMatch(/^__Secure-mhv-staff\.session_token=.*; Secure/i);
  } finally {
    delete process.env.TRUST_PROXY;
  }
});

it('refuses what is not a same-origin form post of a sane size', async () => {
  const good = form({ email: 'owner@example.org', password: PASSWORD });
  expect((await signInAction.POST(post(good, { origin: 'https://evil.example' }))).status).toBe(403);
  expect((await signInAction.POST(post(good, { origin: '' }))).status).toBe(403);
  expect((await signInAction.POST(post(good, { 'content-type': 'application/json' }))).status).toBe(415);
  expect((await signInAction.POST(post('x='.padEnd(MAX_FORM_BYTES + 10, 'a')))).status).toBe(413);
  const twice = await signInAction.POST(post(`${good}&email=other@example.org`));
  expect([twice.status, await json(twice)]).toEqual([400, 'The field email was sent twice.']);
  const missing = await signInAction.POST(post(form({ email: 'owner@example.org' })));
  expect([missing.status, await json(missing)]).toEqual([400, 'The password is missing.']);
  const extra = await signInAction.POST(post(`${good}&admin=1`));
  expect(extra.status).toBe(400);
  expect(((await signInAction.GET(post(good))) as Response).status).toBe(405);
});

it('refuses a visitor without a session (401) and a staff account where only the owner may act (403)', async () => {
  const note = form({ reference: 'MHV-1', body: 'hello' });
  const anonymous = await noteAction.POST(post(note, { accept: 'text/html' }));
  expect(anonymous.status).toBe(401);
  expect(await anonymous.text()).toContain('Your session has ended. Sign in again.');
  const invite = form({ email: 'new@example.org', role: 'owner' });
  const asStaff = await addStaffAction.POST(post(invite, { cookie: cookies.staff }));
  expect([asStaff.status, await json(asStaff)]).toEqual([403, 'Only the owner can do this.']);
  const asOwner = await addStaffAction.POST(post(invite, { cookie: cookies.owner }));
  expect(asOwner.status).toBe(303);
  // An owner's request replayed with a staff cookie is still a staff request.
  const replayed = await requireTwoFactorAction.POST(post(form({ required: 'true' }), { cookie: cookies.staff }));
  expect(replayed.status).toBe(403);
});

it('gives money back for the owner only: a visitor is 401, a staff account 403, and a bad amount a clear answer', async () => {
  const refund = form({ reference: 'MHV-1', amount: '10', reason: 'Wrong parcel', requestKey: crypto.randomUUID() });
  expect((await refundAction.POST(post(refund))).status).toBe(401);
  const asStaff = await refundAction.POST(post(refund, { cookie: cookies.staff }));
  expect([asStaff.status, await json(asStaff)]).toEqual([403, 'Only the owner can do this.']);
  const retry = form({ refund: '1' });
  expect((await retryRefundAction.POST(post(retry))).status).toBe(401);
  expect((await retryRefundAction.POST(post(retry, { cookie: cookies.staff }))).status).toBe(403);
  expect((await reconcileAction.POST(post(''))).status).toBe(401);
  expect((await reconcileAction.POST(post('', { cookie: cookies.staff }))).status).toBe(403);
  // The owner's form for an order that does not exist, and one with no amount: answered, nothing asked of Paystack.
  const unknown = await refundAction.POST(post(refund, { cookie: cookies.owner }));
  expect([unknown.status, unknown.headers.get('location')]).toEqual([303, '/staff?error=unknownOrder']);
  const zero = form({ reference: 'MHV-1', amount: '0', reason: 'Wrong parcel', requestKey: crypto.randomUUID() });
  const refused = await refundAction.POST(post(zero, { cookie: cookies.owner }));
  expect(refused.headers.get('location')).toBe('/staff/orders/MHV-1?error=refundAmount#refunds');
  const noKey = await refundAction.POST(
    post(form({ reference: 'MHV-1', amount: '1', reason: 'x' }), { cookie: cookies.owner }),
  );
  expect(noKey.status).toBe(400);
});

it('answers 503 with a plain sentence when the order book cannot be reached', async () => {
  const { closeDatabase } = await import('@/lib/server/db/connection');
  await closeDatabase();
  const previous = process.env.DATABASE_URL;
  process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:9/none';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const response = await signInAction.POST(post(form({ email: 'owner@example.org', password: PASSWORD })));
    expect([response.status, await json(response)]).toEqual([
      503,
      'The order book cannot be reached right now. Nothing was changed. Try again in a minute.',
    ]);
  } finally {
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
    await closeDatabase();
    jest.restoreAllMocks();
  }
});

describe('sessions and links over time', () => {
  beforeAll(async () => {
    const { closeDatabase } = await import('@/lib/server/db/connection');
    await closeDatabase();
  });

  it('refuses a session past its idle limit, and one older than 7 days however busy', async () => {
    const { staffSession } = await import('@/lib/auth/staff-session');
    const { staffSessions } = await import('@/lib/server/db/staff-schema');
    const { db } = await getDatabase();
    await account('idle@example.org', 'staff');
    const headers = new Headers({ cookie: cookies.staff });
    expect(await staffSession(headers, false)).not.toBeNull();
    await db.update(staffSessions).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) });
    const before = (await db.select().from(staffSessions)).length;
    expect(await staffSession(headers, false)).toBeNull();
    // Refused and deleted: it cannot come back whatever the clock of another instance says.
    expect((await db.select().from(staffSessions)).length).toBe(before - 1);
    await account('idle2@example.org', 'staff');
    await db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1_000) });
    expect(await staffSession(new Headers({ cookie: cookies.staff }), false)).toBeNull();
  });

  it('sends an account the owner requires a second factor of to set it up first', async () => {
    const { settingKeys, writeSetting } = await import('@/lib/auth/app-settings');
    const { changePasswordAction } = await import('@/lib/console/actions/account');
    const { db } = await getDatabase();
    await account('needs2fa@example.org', 'staff');
    await writeSetting(db, settingKeys.twoFactorRequired, 'true');
    try {
      const note = await noteAction.POST(post(form({ reference: 'MHV-1', body: 'x' }), { cookie: cookies.staff }));
      expect([note.status, await json(note)]).toEqual([403, 'Turn on the second factor before using the console.']);
      const change = await changePasswordAction.POST(
        post(form({ current: 'wrong', password: 'p', confirm: 'p' }), { cookie: cookies.staff }),
      );
      expect(change.status).toBe(303);
    } finally {
      await writeSetting(db, settingKeys.twoFactorRequired, 'false');
    }
  });

  it('a link older than 24 hours sets nothing', async () => {
    const { setPasswordAction } = await import('@/lib/console/actions/set-password');
    const { staffVerifications } = await import('@/lib/server/db/staff-schema');
    const { db } = await getDatabase();
    const { link } = await addStaff(db, commandLineActor, 'late@example.org', 'staff');
    await db.update(staffVerifications).set({ expiresAt: new Date(Date.now() - 60_000) });
    const token = new URL(link).searchParams.get('token')!;
    const response = await setPasswordAction.POST(post(form({ token, password: PASSWORD, confirm: PASSWORD })));
    expect(response.headers.get('location')).toContain('error=linkInvalid');
  });
});
