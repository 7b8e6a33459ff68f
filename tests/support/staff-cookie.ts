// A staff account made as `npm run staff -- add` makes it, its password set through its link and signed in: the
// session cookie the console's forms are posted with, for the suites that call the console's actions directly.
import { staffAuth } from '@/lib/auth/auth-server';
import { addStaff } from '@/lib/auth/staff-accounts';
import { commandLineActor } from '@/lib/server/audit/activity-log';
import { getDatabase } from '@/lib/server/db/connection';
import { pgliteBackend } from './order-backends';

export const STAFF_PASSWORD = 'a sentence nobody else would choose';

export async function staffCookie(email: string, role: 'owner' | 'staff'): Promise<string> {
  const { db } = await getDatabase();
  const { link } = await addStaff(db, commandLineActor, email, role);
  const auth = await staffAuth(false);
  const token = new URL(link).searchParams.get('token')!;
  await auth.api.resetPassword({ body: { token, newPassword: STAFF_PASSWORD } });
  const body = { email, password: STAFF_PASSWORD };
  const { headers } = await auth.api.signInEmail({ body, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * For a suite on PGlite that posts as both roles: opens the database and signs in an owner and a staff account
 * before its tests, closes it after. Read the cookies inside the tests.
 */
export function ownerAndStaffOnPglite(): Record<'owner' | 'staff', string> {
  const cookies = { owner: '', staff: '' };
  beforeAll(async () => {
    await pgliteBackend.setUp();
    cookies.owner = await staffCookie('owner@example.org', 'owner');
    cookies.staff = await staffCookie('staff@example.org', 'staff');
  });
  afterAll(() => pgliteBackend.tearDown());
  return cookies;
}

/** A console form posted to `action` as a browser on the console's own page sends it. */
export function consoleFormRequest(action: string, body: string, cookie?: string): Request {
  return new Request(`http://localhost:3000/staff/actions/${action}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
}
