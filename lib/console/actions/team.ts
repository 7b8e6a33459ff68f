import 'server-only';
import { z } from 'zod';
import { settingKeys, writeSetting } from '@/lib/auth/app-settings';
import { addStaff, removeStaff, resetStaff, StaffAccountError } from '@/lib/auth/staff-accounts';
import { logActivity } from '@/lib/server/audit/activity-log';
import { field } from './action-helpers';
import { withMessage } from '@/lib/console/page-params';
import { consoleAction } from './console-action';
import type { ConsoleError, ConsoleNotice } from '../console-messages';
import { staffRoles } from '@/lib/server/db/stored-values';
import { staffRoutes } from '@/lib/auth/staff-routes';

// The owner's page of accounts: add one (its link is shown on that page until it is used), remove one, reset one,
// and require a second factor of everyone. The server checks the role on every post; the page only hides buttons.

const toTeam = (message: { notice?: ConsoleNotice; error?: ConsoleError }) => ({
  redirect: withMessage(staffRoutes.team, message),
});

/** An account refusal ('no such account', 'the only owner') shown on the team page in its own words. */
async function accountChange(change: () => Promise<unknown>, notice: ConsoleNotice) {
  try {
    await change();
    return toTeam({ notice });
  } catch (error) {
    if (!(error instanceof StaffAccountError)) throw error;
    return toTeam({ error: error.reason });
  }
}

const email = field('The e-mail', 254);

export const addStaffAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({ email, role: z.enum(staffRoles, { error: 'The role must be owner, staff or care.' }) }),
  handle: ({ email: address, role }, { db, actor }) => accountChange(() => addStaff(db, actor, address, role), 'added'),
});

export const removeStaffAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({ email }),
  handle: ({ email: address }, { db, actor }) => accountChange(() => removeStaff(db, actor, address), 'removed'),
});

export const resetStaffAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({ email }),
  handle: ({ email: address }, { db, actor }) => accountChange(() => resetStaff(db, actor, address), 'reset'),
});

export const requireTwoFactorAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({ required: z.enum(['true', 'false'], { error: 'Say true or false.' }) }),
  async handle({ required }, { db, actor }) {
    await writeSetting(db, settingKeys.twoFactorRequired, required);
    await logActivity(db, actor, required === 'true' ? 'two_factor_required' : 'two_factor_optional');
    return toTeam({ notice: required === 'true' ? 'requiredOn' : 'requiredOff' });
  },
});
