import 'server-only';
import { z } from 'zod';
import { staffAuth } from '@/lib/auth/auth-server';
import { PASSWORD_POLICY_CODE, passwordProblem } from '@/lib/auth/password-policy';
import { linkOwner } from '@/lib/auth/set-password-links';
import { logActivity } from '@/lib/server/audit/activity-log';
import { authRefusal, field, passwordField } from './action-helpers';
import { withMessage } from '@/lib/console/page-params';
import { consoleAction } from './console-action';
import type { ConsoleError } from '../console-messages';
import { staffRoutes } from '@/lib/auth/staff-routes';

const schema = z.strictObject({
  token: field('The link', 200).min(1, { error: 'The link is missing.' }),
  password: passwordField('The password'),
  confirm: passwordField('The repeated password'),
});

export const passwordErrors = { short: 'passwordShort', long: 'passwordLong', common: 'passwordCommon' } as const;

/**
 * The page a one-time link opens: the person chooses their password. The link works once, for 24 hours, and only for
 * an account that still exists and was not reset since; setting the password ends any session the account had.
 */
export const setPasswordAction = consoleAction({
  access: 'public',
  schema,
  async handle({ token, password, confirm }, { secure, actor, db }) {
    const back = (error: ConsoleError) => ({ redirect: withMessage(staffRoutes.setPassword, { error }, { token }) });
    const owner = await linkOwner(db, token);
    if (!owner) return back('linkInvalid');
    if (password !== confirm) return back('passwordMismatch');
    const problem = await passwordProblem(password, owner.email);
    if (problem) return back(passwordErrors[problem]);
    const auth = await staffAuth(secure);
    try {
      await auth.api.resetPassword({ body: { token, newPassword: password } });
    } catch (error) {
      const refusal = authRefusal(error);
      if (!refusal) throw error;
      return back(refusal === PASSWORD_POLICY_CODE ? 'passwordCommon' : 'linkInvalid');
    }
    await logActivity(db, { ...actor, id: owner.id, email: owner.email }, 'password_set');
    return { redirect: withMessage(staffRoutes.signIn, { notice: 'passwordSet' }) };
  },
});
