import 'server-only';
import { z } from 'zod';
import { staffAuth } from '@/lib/auth/auth-server';
import { noteFailedSignIn, signInBlocked } from '@/lib/auth/sign-in-limit';
import { logActivity } from '@/lib/server/audit/activity-log';
import { authRefusal, cookiesOf, field, safeNext } from './action-helpers';
import { withMessage } from '@/lib/console/page-params';
import { consoleAction } from './console-action';
import { staffRoutes } from '@/lib/auth/staff-routes';

const schema = z.strictObject({
  code: field('The code', 64).transform((value) => value.replace(/\s+/g, '')),
  next: field('The page', 500).optional(),
});

/** Six digits are a code from the authenticator app; anything longer is one of the account's recovery codes. */
const isAppCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The second step of signing in: a code from the authenticator app or a recovery code (each recovery code works
 * once). Wrong codes count against the address like wrong passwords.
 */
export const twoFactorAction = consoleAction({
  access: 'public',
  schema,
  async handle({ code, next }, { secure, headers, actor, db }) {
    const again = (error: 'badCode' | 'codeExpired' | 'tooMany', page: string = staffRoutes.twoFactor) => ({
      redirect: withMessage(page, { error }, next ? { next } : {}),
    });
    if (await signInBlocked(null, actor.address ?? '')) return again('tooMany');
    const auth = await staffAuth(secure);
    try {
      const body = { code };
      const answer = isAppCode(code)
        ? await auth.api.verifyTOTP({ body, headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body, headers, returnHeaders: true });
      const user = (answer.response as { user: { id: string; email: string } }).user;
      const factor = isAppCode(code) ? 'authenticator app' : 'recovery code';
      await logActivity(db, { ...actor, id: user.id, email: user.email }, 'sign_in', { detail: { factor } });
      return { redirect: safeNext(next), setCookies: cookiesOf(answer.headers) };
    } catch (error) {
      const refusal = authRefusal(error);
      if (!refusal) throw error;
      // No pending sign-in (its cookie expired or was never set): start again from the password.
      if (refusal === 'INVALID_TWO_FACTOR_COOKIE') return again('codeExpired', staffRoutes.signIn);
      await noteFailedSignIn(null, actor.address ?? '');
      await logActivity(db, actor, 'two_factor_refused');
      return again('badCode');
    }
  },
});
