import { test, expect } from './fixtures';
import { SITE_PATHS } from '@/lib/site/seo';
import {
  consoleSites,
  httpSession,
  postForm,
  signInOverHttp,
  staffCli,
  STAFF_PASSWORD,
  uniqueStaffEmail,
} from './support/console';

// The console's security, checked at the server (so once, at one width): every page, form post and the CSV refuse a
// visitor without a session and a staff account where only the owner may act, whatever the request looks like;
// origins, sizes and shapes are checked; sessions end at once on every instance; guessing is slowed; the cookie and
// the headers are what they must be.

const [pglite] = consoleSites;
const postgres = consoleSites.find((site) => site.name === 'postgres');

const pages = [
  '/staff',
  '/staff/orders/MHV-NONE',
  '/staff/account',
  '/staff/team',
  '/staff/activity',
  '/staff/paystack',
  '/staff/security',
];
const publicPages = ['/staff/sign-in', '/staff/two-factor', '/staff/set-password?token=nothing'];
const staffActions: Record<string, Record<string, string>> = {
  'sign-out': {},
  'change-password': { current: 'x', password: 'y', confirm: 'y' },
  'two-factor-enable': { password: 'x' },
  'two-factor-confirm': { code: '123456' },
  'two-factor-disable': { password: 'x' },
  'recovery-codes': { password: 'x' },
  fulfil: { reference: 'MHV-NONE', from: 'new', to: 'preparing' },
  note: { reference: 'MHV-NONE', body: 'hello' },
  'check-paystack': { reference: 'MHV-NONE' },
};
const ownerActions: Record<string, Record<string, string>> = {
  'add-staff': { email: 'someone@example.org', role: 'owner' },
  'remove-staff': { email: 'someone@example.org' },
  'reset-staff': { email: 'someone@example.org' },
  'require-two-factor': { required: 'true' },
  refund: { reference: 'MHV-NONE', amount: '1', reason: 'x', requestKey: '8f14e45f-ceea-467f-a0e6-4c2b1b5f3a77' },
  'refund-retry': { refund: '1' },
  reconcile: {},
};

function expectPrivate(response: Response | { headers: Headers }) {
  const headers = response.headers;
  expect(headers.get('cache-control')).toMatch(/private/);
  expect(headers.get('cache-control')).toMatch(/no-store/);
  expect(headers.get('cache-control')).not.toMatch(/public/);
  expect(headers.get('x-robots-tag')).toMatch(/noindex/);
  expect(headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers.get('content-security-policy')).not.toMatch(/unsafe-inline/);
}

test.describe('the staff console refuses by the server', () => {
  test('a visitor without a session: pages lead to sign-in, form posts and the CSV are 401', async () => {
    for (const path of pages) {
      const response = await fetch(`${pglite.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(307);
      expect(response.headers.get('location'), path).toMatch(/^\/staff\/sign-in\?next=/);
      expectPrivate(response);
    }
    for (const path of publicPages) {
      const response = await fetch(`${pglite.url}${path}`);
      expect(response.status, path).toBe(200);
      expectPrivate(response);
      expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    for (const [action, fields] of Object.entries({ ...staffActions, ...ownerActions })) {
      const response = await postForm(pglite.url, action, fields);
      expect([action, response.status]).toEqual([action, 401]);
      expect(await response.json()).toEqual({ error: 'Your session has ended. Sign in again.' });
    }
    expect((await fetch(`${pglite.url}/staff/orders.csv`)).status).toBe(401);
    // Every form posts to one address per name; any other name is no form at all, whatever it looks like.
    for (const name of ['no-such-form', 'constructor', '__proto__', 'toString']) {
      const response = await postForm(pglite.url, name, {});
      expect([name, response.status]).toEqual([name, 404]);
      expect(await response.json()).toEqual({ error: 'The console has no such form.' });
    }
  });

  test("a staff account where only the owner may act: 403, also for an owner's request replayed", async ({
    page,
  }, testInfo) => {
    const staff = await httpSession(pglite, uniqueStaffEmail('staff', testInfo.project.name));
    for (const path of ['/staff/team', '/staff/activity', '/staff/paystack', '/staff/security']) {
      const response = await fetch(`${pglite.url}${path}`, { headers: { cookie: staff } });
      expect([path, response.status]).toEqual([path, 403]);
    }
    for (const [action, fields] of Object.entries(ownerActions)) {
      const response = await postForm(pglite.url, action, fields, { cookie: staff });
      expect([action, response.status]).toEqual([action, 403]);
      expect(await response.json()).toEqual({ error: 'Only the owner can do this.' });
    }
    expect((await fetch(`${pglite.url}/staff/orders.csv`, { headers: { cookie: staff } })).status).toBe(200);

    // The owner's own request, as the browser sent it, replayed with the staff cookie instead of the owner's.
    const ownerEmail = uniqueStaffEmail('owner', testInfo.project.name);
    const owner = await httpSession(pglite, ownerEmail, 'owner');
    await page.context().addCookies(
      owner.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: pglite.url, httpOnly: true, sameSite: 'Lax' as const };
      }),
    );
    let captured: { headers: Record<string, string>; body: string } | undefined;
    await page.route('**/staff/actions/add-staff', async (route) => {
      captured = { headers: await route.request().allHeaders(), body: route.request().postData() ?? '' };
      await route.abort();
    });
    await page.goto(`${pglite.url}/staff/team`);
    await page.getByLabel('Email', { exact: true }).fill(uniqueStaffEmail('added', testInfo.project.name));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => captured).toBeDefined();
    const replay = (cookie: string) =>
      fetch(`${pglite.url}/staff/actions/add-staff`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...captured!.headers, cookie },
        body: captured!.body,
      });
    expect((await replay(staff)).status).toBe(403);
    expect((await replay(owner)).status).toBe(303);
  });

  test('a state change from another origin, a form of the wrong kind or size, or a malformed one: 4xx with why', async ({}, testInfo) => {
    const owner = await httpSession(pglite, uniqueStaffEmail('owner', testInfo.project.name), 'owner');
    const fields = { email: 'nobody@example.org' };
    const crossSite = await postForm(pglite.url, 'remove-staff', fields, {
      cookie: owner,
      origin: 'https://evil.example',
    });
    expect([crossSite.status, await crossSite.json()]).toEqual([
      403,
      { error: 'This form must be sent from the staff console itself.' },
    ]);
    const noOrigin = await fetch(`${pglite.url}/staff/actions/remove-staff`, {
      method: 'POST',
      headers: { cookie: owner, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=nobody%40example.org',
    });
    expect(noOrigin.status).toBe(403);
    const json = await postForm(pglite.url, 'note', fields, { cookie: owner, 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    const huge = await postForm(
      pglite.url,
      'note',
      { reference: 'MHV-1', body: 'x'.repeat(20_000) },
      { cookie: owner },
    );
    expect([huge.status, await huge.json()]).toEqual([413, { error: 'The form is too large.' }]);
    const missing = await postForm(pglite.url, 'fulfil', { reference: 'MHV-1' }, { cookie: owner });
    expect(missing.status).toBe(400);
    const wrongStep = await postForm(
      pglite.url,
      'fulfil',
      { reference: 'MHV-1', from: 'new', to: 'shipped' },
      { cookie: owner },
    );
    expect([wrongStep.status, await wrongStep.json()]).toEqual([400, { error: 'That is not a fulfilment step.' }]);
    const get = await fetch(`${pglite.url}/staff/actions/fulfil`, { headers: { cookie: owner } });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
  });

  test('the session cookie is HttpOnly and SameSite, and the same message answers an unknown e-mail and a wrong password', async ({
    page,
  }, testInfo) => {
    const email = uniqueStaffEmail('cookie', testInfo.project.name);
    await httpSession(pglite, email);
    const signedIn = await postForm(pglite.url, 'sign-in', { email, password: STAFF_PASSWORD });
    const line = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('mhv-staff.session_token='))!;
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//i);
    for (const fields of [
      { email: `nobody-${Date.now()}@staff.example`, password: STAFF_PASSWORD },
      { email, password: 'not the password at all' },
    ]) {
      await page.goto(`${pglite.url}/staff/sign-in`);
      await page.getByLabel('Email').fill(fields.email);
      await page.getByLabel('Password', { exact: true }).fill(fields.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
    }
  });
});

test.describe('sessions and guessing across instances (Postgres and Redis)', () => {
  // e2e/run.mjs always starts them; without them these tests fail rather than pass unseen.
  test.beforeEach(() => expect(postgres, 'the Postgres instances of e2e/run.mjs').toBeDefined());

  test('a removed or reset account stops working at once on the other instance', async ({}, testInfo) => {
    for (const change of ['reset', 'remove']) {
      const email = uniqueStaffEmail(change, testInfo.project.name);
      const cookie = await httpSession(postgres!, email);
      const csv = (origin: string) => fetch(`${origin}/staff/orders.csv`, { headers: { cookie } });
      expect((await csv(postgres!.other!)).status).toBe(200);
      expect((await staffCli(postgres!, change, email)).code).toBe(0);
      expect((await csv(postgres!.other!)).status).toBe(401);
      expect((await csv(postgres!.url)).status).toBe(401);
    }
  });

  test('the sixth wrong password in 15 minutes is refused even with the right one, whichever instance is asked', async ({}, testInfo) => {
    const email = uniqueStaffEmail('guess', testInfo.project.name);
    await httpSession(postgres!, email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const origin = attempt % 2 ? postgres!.url : postgres!.other!;
      const wrong = await postForm(origin, 'sign-in', { email, password: `wrong guess ${attempt} of five` });
      expect(wrong.headers.get('location')).toContain('error=badLogin');
    }
    const right = await postForm(postgres!.url, 'sign-in', { email, password: STAFF_PASSWORD });
    expect(right.headers.get('location')).toContain('error=tooMany');
    expect(
      right.headers.getSetCookie().some((cookie) => cookie.includes('session_token=') && !cookie.includes('Max-Age=0')),
    ).toBe(false);
    await expect(signInOverHttp(postgres!.other!, email)).rejects.toThrow();
  });
});

test("the public pages load none of the console's styles or code", async () => {
  const assets = async (path: string) => {
    const html = await (await fetch(`${pglite.url}${path}`)).text();
    return [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s\\]+\.(?:css|js)/g)].map((match) => match[0]))];
  };
  const text = async (asset: string) => (await fetch(`${pglite.url}${asset}`)).text();
  // Every document also links the stylesheet of the app-wide error screen (the public one), so the console's own
  // stylesheets are those of a console page that the site's 404 page does not link.
  const siteStyles = await assets('/no-such-page');
  const consoleStyles = (await assets('/staff/sign-in')).filter(
    (asset) => asset.endsWith('.css') && !siteStyles.includes(asset),
  );
  expect(consoleStyles.length).toBeGreaterThan(0);
  for (const path of [...SITE_PATHS, '/no-such-page']) {
    const page = await assets(path);
    expect(
      page.filter((asset) => consoleStyles.includes(asset)),
      path,
    ).toEqual([]);
    for (const script of page.filter((asset) => asset.endsWith('.js')))
      expect((await text(script)).includes('/staff/actions/'), `${path}: ${script}`).toBe(false);
  }
});
