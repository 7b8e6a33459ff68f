import 'server-only';
import { z } from 'zod';
import { staffAuth } from '@/lib/auth/auth-server';
import { noteFailedSignIn, signInBlocked } from '@/lib/auth/sign-in-limit';
import { logActivity } from '@/lib/server/audit/activity-log';
import { authRefusal, cookiesOf, field, passwordField, safeNext } from './action-helpers';
import { withMessage } from '@/lib/console/page-params';
import { consoleAction } from './console-action';
import { staffRoutes } from '@/lib/auth/staff-routes';

const schema = z.strictObject({
  email: field('The e-mail', 254).transform((value) => value.trim().toLowerCase()),
  password: passwordField('The password'),
  next: field('The page', 500).optional(),
});

/**
 * E-mail and password. Too many failures for the account or the address: refused before any password is checked.
 * An unknown e-mail and a wrong password get the same answer. With a second factor on, the next page asks for it.
 */
export const signInAction = consoleAction({
  access: 'public',
  schema,
  async handle({ email, password, next }, { secure, headers, actor, db }) {
    const back = (error: 'badLogin' | 'tooMany') => ({
      redirect: withMessage(staffRoutes.signIn, { error }, next ? { next } : {}),
    });
    const tried = { ...actor, email };
    if (await signInBlocked(email, actor.address ?? '')) {
      await logActivity(db, tried, 'sign_in_blocked');
      return back('tooMany');
    }
    const auth = await staffAuth(secure);
    try {
      const answer = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers,
        returnHeaders: true,
      });
      const setCookies = cookiesOf(answer.headers);
      if ('twoFactorRedirect' in answer.response && answer.response.twoFactorRedirect)
        return { redirect: withMessage(staffRoutes.twoFactor, {}, next ? { next } : {}), setCookies };
      const user = (answer.response as { user: { id: string } }).user;
      await logActivity(db, { ...tried, id: user.id }, 'sign_in');
      return { redirect: safeNext(next), setCookies };
    } catch (error) {
      if (!authRefusal(error)) throw error;
      await noteFailedSignIn(email, actor.address ?? '');
      await logActivity(db, tried, 'sign_in_refused');
      return back('badLogin');
    }
  },
});
