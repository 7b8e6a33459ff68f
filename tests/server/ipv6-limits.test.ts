/** @jest-environment node */
// The abuse limits count an IPv6 client by its /64, the block one home router, phone or server is given whole: the
// payment API's rate limit and the console's 20 failed sign-ins per address, through the real routes behind our
// proxy (TRUST_PROXY=1, the last X-Forwarded-For entry is the address it saw). An IPv4 client counts by its address.
import * as consoleActions from '@/app/(console)/staff/actions/[action]/route';
import * as generateReference from '@/app/api/generateReference/route';
import { staffAuth } from '@/lib/auth/auth-server';
import { addStaff } from '@/lib/auth/staff-accounts';
import { getDatabase } from '@/lib/server/db/connection';
import { commandLineActor } from '@/lib/server/audit/activity-log';
import { pgliteBackend } from '../support/order-backends';

jest.setTimeout(120_000);

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'a sentence nobody else would choose';
const saved = {
  TRUST_PROXY: process.env.TRUST_PROXY,
  RATE_LIMIT_BURST: process.env.RATE_LIMIT_BURST,
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE,
};

beforeAll(async () => {
  Object.assign(process.env, { TRUST_PROXY: '1', RATE_LIMIT_BURST: '5', RATE_LIMIT_PER_MINUTE: '10' });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await pgliteBackend.setUp();
  const { db } = await getDatabase();
  const { link } = await addStaff(db, commandLineActor, 'owner@example.org', 'owner');
  const auth = await staffAuth(false);
  await auth.api.resetPassword({ body: { token: new URL(link).searchParams.get('token')!, newPassword: PASSWORD } });
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await pgliteBackend.tearDown();
});

/** Pay Now from `address` as our proxy passes it on (the client's own claim first, then what the proxy saw). */
const payNow = async (address: string) =>
  (
    await generateReference.POST(
      new Request('http://shop.test/api/generateReference', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.9, ${address}` },
        body: '{}',
      }),
    )
  ).status;

describe('the payment API rate limit (5 at once)', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', async () => {
    for (const host of ['1', '2', 'abcd', 'ffff:ffff:ffff:ffff', '5:6:7:8'])
      expect(await payNow(`2001:db8:a:1::${host}`)).toBe(400);
    expect(await payNow('2001:db8:a:1:9:9:9:9')).toBe(429);
    expect(await payNow('2001:0DB8:000A:0001:0000:0000:0000:0077')).toBe(429);
    expect(await payNow('[2001:db8:a:1::78]:51234')).toBe(429);
  });

  it('gives the next /64 an allowance of its own, and an IPv4 client one per address', async () => {
    expect(await payNow('2001:db8:a:2::1')).toBe(400);
    expect(await payNow('2001:db8:a::1')).toBe(400);
    for (let attempt = 0; attempt < 5; attempt++) expect(await payNow('198.51.100.7')).toBe(400);
    expect(await payNow('::ffff:198.51.100.7')).toBe(429);
    expect(await payNow('198.51.100.8')).toBe(400);
  });
});

/** A sign-in form sent through the console's action route from `address`. */
async function signIn(address: string, email: string, password: string) {
  const response = await consoleActions.POST(
    new Request(`${ORIGIN}/staff/actions/sign-in`, {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      body: new URLSearchParams({ email, password }).toString(),
    }),
    { params: Promise.resolve({ action: 'sign-in' }) },
  );
  const signedIn = response.headers.getSetCookie().some((line) => line.includes('session_token='));
  return { location: response.headers.get('location'), signedIn };
}

describe('the console’s 20 failed sign-ins per address', () => {
  it('stops a /64 that guessed 20 times from new addresses in it, even with the right password', async () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const guess = await signIn(`2001:db8:b:1::${attempt.toString(16)}`, `guess${attempt}@example.org`, 'wrong guess');
      expect(guess.location).toMatch(/error=badLogin/);
    }
    const fromTheSameBlock = await signIn('2001:db8:b:1:ffff::1', 'owner@example.org', PASSWORD);
    expect(fromTheSameBlock).toEqual({ location: expect.stringMatching(/error=tooMany/), signedIn: false });
  });

  it('lets the owner in from another /64 meanwhile', async () => {
    expect(await signIn('2001:db8:b:2::1', 'owner@example.org', PASSWORD)).toEqual({
      location: '/staff',
      signedIn: true,
    });
  });
});
