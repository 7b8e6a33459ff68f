/** @jest-environment node */
// Staff accounts on better-auth, on both databases: an account made with a link, a password set through it, sign-in,
// the session every instance reads, and what removing or resetting an account does to it.
import { getDatabase } from '@/lib/server/db/connection';
import { staffAuth } from '@/lib/auth/auth-server';
import { addStaff, listStaff, removeStaff, resetStaff, StaffAccountError } from '@/lib/auth/staff-accounts';
import { commandLineActor } from '@/lib/server/audit/activity-log';
import { backends } from '../support/order-backends';

jest.setTimeout(120_000);

const PASSWORD = 'a long and private passphrase';

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

async function signIn(email: string, password: string) {
  const auth = await staffAuth(false);
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  return new Headers({ cookie });
}

describe.each(backends)('staff accounts on $name', (backend) => {
  beforeAll(() => backend.setUp());
  afterAll(() => backend.tearDown());

  it('adds an account whose link sets the password once, then signs in', async () => {
    const { db } = await getDatabase();
    const { link } = await addStaff(db, commandLineActor, 'Owner@Example.com', 'owner');
    expect(link).toMatch(/^http:\/\/localhost:3000\/staff\/set-password\?token=[\w-]{20,}$/);
    const auth = await staffAuth(false);
    await auth.api.resetPassword({ body: { token: tokenOf(link), newPassword: PASSWORD } });
    await expect(auth.api.resetPassword({ body: { token: tokenOf(link), newPassword: PASSWORD } })).rejects.toThrow();
    const headers = await signIn('owner@example.com', PASSWORD);
    const session = await auth.api.getSession({ headers });
    expect(session?.user.email).toBe('owner@example.com');
    expect((session?.user as { role?: string }).role).toBe('owner');
    expect(await listStaff(db)).toEqual([
      expect.objectContaining({ email: 'owner@example.com', role: 'owner', hasPassword: true, twoFactor: false }),
    ]);
  });

  it('refuses a second account with the same e-mail, and removing the only owner', async () => {
    const { db } = await getDatabase();
    await expect(addStaff(db, commandLineActor, 'owner@example.com', 'staff')).rejects.toThrow(StaffAccountError);
    await expect(removeStaff(db, commandLineActor, 'owner@example.com')).rejects.toThrow(/only owner/);
  });

  it('ends the sessions of a reset account and of a removed one at once', async () => {
    const { db } = await getDatabase();
    const { link } = await addStaff(db, commandLineActor, 'kofi@example.com', 'staff');
    const auth = await staffAuth(false);
    await auth.api.resetPassword({ body: { token: tokenOf(link), newPassword: PASSWORD } });
    const headers = await signIn('kofi@example.com', PASSWORD);
    expect(await auth.api.getSession({ headers })).not.toBeNull();
    const reset = await resetStaff(db, commandLineActor, 'kofi@example.com');
    expect(await auth.api.getSession({ headers })).toBeNull();
    await expect(signIn('kofi@example.com', PASSWORD)).rejects.toThrow();
    await auth.api.resetPassword({ body: { token: tokenOf(reset.link), newPassword: `${PASSWORD} two` } });
    const again = await signIn('kofi@example.com', `${PASSWORD} two`);
    await removeStaff(db, commandLineActor, 'kofi@example.com');
    expect(await auth.api.getSession({ headers: again })).toBeNull();
    await expect(
      auth.api.resetPassword({ body: { token: tokenOf(reset.link), newPassword: PASSWORD } }),
    ).rejects.toThrow();
  });
});
