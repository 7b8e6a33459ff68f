import 'server-only';
import { randomBytes } from 'node:crypto';
import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { site } from '@/content/site';
import type { AppDatabase, DatabaseHandle } from '@/lib/db/client';
import { getDatabase } from '@/lib/db/connection';
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from '@/lib/db/staff-schema';
import { siteUrl } from '@/lib/seo';
import { LINK_HOURS } from '@/lib/staff/console-limits';
import { settingKeys, settingOrCreate } from './app-settings';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password-policy';
import { SESSION_IDLE_SECONDS, STAFF_COOKIE_PREFIX } from './session-limits';

// The staff console's sign-in, on better-auth: passwords hashed with scrypt (memory-hard), sessions kept in the
// database (every instance reads the same rows; no cookie cache, so removing an account or a session counts at
// once), one-time links to set a password, and authenticator-app codes with recovery codes. Only this folder knows
// better-auth; its HTTP handler is not mounted: the console's own routes call it on the server.

/** How long a link to set a password works (once). */
const LINK_VALID_SECONDS = LINK_HOURS * 60 * 60;
/** Thrown by the password check inside better-auth; the console's routes turn it into words. */
export const PASSWORD_POLICY_CODE = 'PASSWORD_POLICY';

/** The secret cookies are signed and second-factor secrets encrypted with: AUTH_SECRET, or one made and kept. */
async function authSecret(db: AppDatabase): Promise<string> {
  const given = process.env.AUTH_SECRET?.trim();
  if (given) return given;
  return settingOrCreate(db, settingKeys.authSecret, () => randomBytes(32).toString('base64url'));
}

/**
 * Tokens of the set-password links made in this process, handed from better-auth to whoever asked for the link. Kept
 * on globalThis like the auth instances below: the instance one route's copy of this module built (and whose
 * sendResetPassword writes here) also serves the other routes, each of which reads its own copy's export.
 */
const LINKS_KEY = Symbol.for('mhv.auth.pending-links');
export const pendingLinks: Map<string, string> = ((globalThis as { [LINKS_KEY]?: Map<string, string> })[LINKS_KEY] ??=
  new Map());

// Every new password, however it arrives, meets the same policy (the console's forms also check it first, with
// the account's e-mail).
const passwordPolicy = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/reset-password' && ctx.path !== '/change-password') return;
  const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
  if (typeof password === 'string' && passwordProblem(password))
    throw new APIError('BAD_REQUEST', { message: PASSWORD_POLICY_CODE, code: PASSWORD_POLICY_CODE });
});

function makeAuth(db: AppDatabase, secret: string, secure: boolean) {
  return betterAuth({
    appName: site.brandFull,
    baseURL: siteUrl().origin,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: LINK_VALID_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => void pendingLinks.set(user.id, token),
    },
    user: { additionalFields: { role: { type: 'string', required: false, defaultValue: 'staff', input: false } } },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: 5 * 60, cookieCache: { enabled: false } },
    plugins: [twoFactor({ issuer: site.brandFull, backupCodeOptions: { amount: 10, length: 10 } })],
    hooks: { before: passwordPolicy },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: { useSecureCookies: secure, cookiePrefix: STAFF_COOKIE_PREFIX, ipAddress: { disableIpTracking: true } },
    // Its messages only: the details it may add can hold tokens, which no log may show.
    logger: { level: 'error', log: (level, message) => console.error(`[auth] ${level}: ${message}`) },
  });
}

export type StaffAuth = ReturnType<typeof makeAuth>;

// One instance per process and cookie kind (Secure over HTTPS, plain over HTTP), rebuilt if the database handle
// changes (tests reopen it). Kept on globalThis because Next may load this module once per route bundle.
const KEY = Symbol.for('mhv.auth.instances');
type Built = { handle: DatabaseHandle; auth: Promise<StaffAuth> };
const holder = globalThis as { [KEY]?: Map<boolean, Built> };

export async function staffAuth(secure: boolean): Promise<StaffAuth> {
  const handle = await getDatabase();
  const built = (holder[KEY] ??= new Map());
  const cached = built.get(secure);
  if (cached && cached.handle === handle) return cached.auth;
  const auth = authSecret(handle.db).then((secret) => makeAuth(handle.db, secret, secure));
  auth.catch(() => built.delete(secure));
  built.set(secure, { handle, auth });
  return auth;
}
