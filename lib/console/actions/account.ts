import 'server-only';
import { z } from 'zod';
import { staffAuth, type StaffAuth } from '@/lib/auth/auth-server';
import { PASSWORD_POLICY_CODE, passwordProblem } from '@/lib/auth/password-policy';
import { twoFactorRequired } from '@/lib/auth/staff-session';
import { logActivity } from '@/lib/server/audit/activity-log';
import type { ActivityAction } from '@/lib/server/audit/activity-words';
import { authRefusal, cookiesOf, field, passwordField } from './action-helpers';
import { withMessage } from '@/lib/console/page-params';
import { consoleAction, type ActionContext } from './console-action';
import type { ConsoleError, ConsoleNotice } from '../console-messages';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { passwordErrors } from './set-password';

// What any signed-in person does to their own account: sign out, change the password, and turn the second factor on
// (a code from the app confirms it) or off, or make new recovery codes. All are open to an account that still has
// to turn its second factor on, so that it can.

const toAccount = (message: { notice?: ConsoleNotice; error?: ConsoleError }) => ({
  redirect: withMessage(staffRoutes.account, message),
});

const member = (context: ActionContext) => context.session!.member;

export const signOutAction = consoleAction({
  access: 'any',
  beforeTwoFactor: true,
  schema: z.strictObject({}),
  async handle(_input, context) {
    const auth = await staffAuth(context.secure);
    const answer = await auth.api.signOut({ headers: context.headers, returnHeaders: true });
    await logActivity(context.db, context.actor, 'sign_out');
    return {
      redirect: withMessage(staffRoutes.signIn, { notice: 'signedOut' }),
      setCookies: cookiesOf(answer.headers),
    };
  },
});

export const changePasswordAction = consoleAction({
  access: 'any',
  beforeTwoFactor: true,
  schema: z.strictObject({
    current: passwordField('The current password'),
    password: passwordField('The new password'),
    confirm: passwordField('The repeated password'),
  }),
  async handle({ current, password, confirm }, context) {
    if (password !== confirm) return toAccount({ error: 'passwordMismatch' });
    const problem = await passwordProblem(password, member(context).email);
    if (problem) return toAccount({ error: passwordErrors[problem] });
    const auth = await staffAuth(context.secure);
    try {
      const answer = await auth.api.changePassword({
        body: { currentPassword: current, newPassword: password, revokeOtherSessions: true },
        headers: context.headers,
        returnHeaders: true,
      });
      await logActivity(context.db, context.actor, 'password_changed');
      return { ...toAccount({ notice: 'passwordChanged' }), setCookies: cookiesOf(answer.headers) };
    } catch (error) {
      const refusal = authRefusal(error);
      if (!refusal) throw error;
      return toAccount({ error: refusal === PASSWORD_POLICY_CODE ? 'passwordCommon' : 'wrongPassword' });
    }
  },
});

const withPassword = z.strictObject({ password: passwordField('The password') });

/**
 * A change to the second factor that the account's password confirms (`call` asks better-auth for it): a wrong
 * password changes nothing and says so; otherwise the change is logged, if it is one the log keeps, and announced.
 */
function confirmedByPassword(
  call: (auth: StaffAuth, body: { password: string }, headers: Headers) => Promise<unknown>,
  notice: ConsoleNotice,
  logged?: ActivityAction,
) {
  return async ({ password }: { password: string }, context: ActionContext) => {
    const auth = await staffAuth(context.secure);
    try {
      await call(auth, { password }, context.headers);
    } catch (error) {
      if (!authRefusal(error)) throw error;
      return toAccount({ error: 'wrongPassword' });
    }
    if (logged) await logActivity(context.db, context.actor, logged);
    return toAccount({ notice });
  };
}

export const twoFactorEnableAction = consoleAction({
  access: 'any',
  beforeTwoFactor: true,
  schema: withPassword,
  // Turned on only once a first code from the app confirms it (two-factor-confirm), which is what the log records.
  handle: confirmedByPassword((auth, body, headers) => auth.api.enableTwoFactor({ body, headers }), 'twoFactorPending'),
});

export const twoFactorConfirmAction = consoleAction({
  access: 'any',
  beforeTwoFactor: true,
  schema: z.strictObject({ code: field('The code', 64).transform((value) => value.replace(/\s+/g, '')) }),
  async handle({ code }, context) {
    const auth = await staffAuth(context.secure);
    try {
      const answer = await auth.api.verifyTOTP({ body: { code }, headers: context.headers, returnHeaders: true });
      await logActivity(context.db, context.actor, 'two_factor_on');
      return { ...toAccount({ notice: 'twoFactorOn' }), setCookies: cookiesOf(answer.headers) };
    } catch (error) {
      if (!authRefusal(error)) throw error;
      return toAccount({ error: 'badCode' });
    }
  },
});

const turnOff = confirmedByPassword(
  (auth, body, headers) => auth.api.disableTwoFactor({ body, headers }),
  'twoFactorOff',
  'two_factor_off',
);

export const twoFactorDisableAction = consoleAction({
  access: 'any',
  schema: withPassword,
  handle: async (input, context) =>
    (await twoFactorRequired()) ? toAccount({ error: 'twoFactorRequired' }) : turnOff(input, context),
});

export const recoveryCodesAction = consoleAction({
  access: 'any',
  schema: withPassword,
  handle: confirmedByPassword(
    (auth, body, headers) => auth.api.generateBackupCodes({ body, headers }),
    'recoveryCodes',
    'recovery_codes_renewed',
  ),
});
