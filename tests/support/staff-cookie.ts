// A staff account made as `npm run staff -- add` makes it, its password set through its link and signed in: the
// session cookie the console's forms are posted with, for the suites that call the console's actions directly.
import { staffAuth } from '@/lib/auth/auth-server';
import { addStaff } from '@/lib/auth/staff-accounts';
import { commandLineActor } from '@/lib/server/audit/activity-log';
import { getDatabase } from '@/lib/server/db/connection';
import type { StaffRole } from '@/lib/server/db/stored-values';
import { pgliteBackend } from './order-backends';

export const STAFF_PASSWORD = 'a sentence nobody else would choose';

export async function staffCookie(email: string, role: StaffRole): Promise<string> {
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
 * For a suite on PGlite that posts as several roles: opens the database and signs in one account of each role
 * (<role>@example.org) before its tests, closes it after. Read the cookies inside the tests.
 */
export function accountsOnPglite<Role extends StaffRole>(roles: readonly Role[]): Record<Role, string> {
  const cookies = {} as Record<Role, string>;
  beforeAll(async () => {
    await pgliteBackend.setUp();
    for (const role of roles) cookies[role] = await staffCookie(`${role}@example.org`, role);
  });
  afterAll(() => pgliteBackend.tearDown());
  return cookies;
}

/** An owner's and a staff account's cookies, for the suites about the shop. */
export const ownerAndStaffOnPglite = () => accountsOnPglite(['owner', 'staff'] as const);

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
