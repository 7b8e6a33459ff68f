import 'server-only';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { betterAuth } from 'better-auth/minimal';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { site } from '@/content/site';
import type { AppDatabase } from '@/lib/server/db/client';
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '@/lib/server/db/staff-schema';
import { siteUrl } from '@/lib/site/site-url';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-length';
import { PASSWORD_POLICY_CODE, passwordProblem } from './password-policy';
import { pendingLinks } from './pending-links';
import { LINK_HOURS, SESSION_IDLE_SECONDS, STAFF_COOKIE_PREFIX } from './session-limits';

// better-auth's configuration for the console (lib/auth/auth-server.ts builds it). Loaded only when a console request
// needs it, so that the library is built once into the server code rather than into every console page and route:
// a Cloudflare Worker has a size limit. Its minimal entry: the full one adds Kysely, for databases better-auth would
// open itself, where ours comes through the Drizzle adapter.

/** How long a link to set a password works (once). */
const LINK_VALID_SECONDS = LINK_HOURS * 60 * 60;

// Every new password, however it arrives, meets the same policy (the console's forms also check it first, with
// the account's e-mail).
const passwordPolicy = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/reset-password' && ctx.path !== '/change-password') return;
  const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
  if (typeof password === 'string' && (await passwordProblem(password)))
    throw new APIError('BAD_REQUEST', { message: PASSWORD_POLICY_CODE, code: PASSWORD_POLICY_CODE });
});

export function makeAuth(db: AppDatabase, secret: string, secure: boolean) {
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
