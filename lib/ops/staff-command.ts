import 'server-only';
import { parseArgs } from 'node:util';
import { addStaff, listStaff, removeStaff, resetStaff, StaffAccountError } from '@/lib/auth/staff-accounts';
import type { AppDatabase } from '@/lib/server/db/client';
import { commandLineActor } from '@/lib/server/audit/activity-log';
import { LINK_HOURS } from '@/lib/auth/session-limits';
import { staffRoles, type StaffRole } from '@/lib/server/db/stored-values';
import { SETTINGS_FILE_HELP, type CommandResult } from './command-result';

// `npm run staff`: the owner's accounts from a terminal, against whichever database the site uses (run here, or by
// the running site when it holds the embedded database). Every change goes to the console's activity log.

const STAFF_HELP = `Usage:
  npm run staff -- add <email> --role owner|staff|care
                                                     Add an account and print its one-time link
                                                     (care: the care centre, reads its follow-ups
                                                     and the messages, nothing of the shop)
  npm run staff -- list                              List the accounts
  npm run staff -- remove <email>                    Remove an account (its sessions end at once)
  npm run staff -- reset <email>                     Print a new link; the old password, second factor
                                                     and every session of the account stop working
${SETTINGS_FILE_HELP}`;

const done = (stdout: string): CommandResult => ({ code: 0, stdout: `${stdout}\n`, stderr: '' });
const refused = (stderr: string, code = 1): CommandResult => ({ code, stdout: '', stderr: `${stderr}\n` });

function linkLines(email: string, link: string): string {
  return `Send this link to ${email}. It sets the password, works once and only for ${LINK_HOURS} hours:\n${link}`;
}

async function list(db: AppDatabase): Promise<CommandResult> {
  const accounts = await listStaff(db);
  if (accounts.length === 0)
    return done('No staff accounts yet. Add the first owner with: npm run staff -- add <email> --role owner');
  const rows = accounts.map((account) =>
    [
      account.email.padEnd(36),
      account.role.padEnd(5),
      (account.twoFactor ? 'second factor on' : 'second factor off').padEnd(18),
      account.hasPassword ? 'password set' : 'waiting for its link',
    ].join('  '),
  );
  return done(rows.join('\n'));
}

async function run(db: AppDatabase, command: string | undefined, email: string | undefined, role?: string) {
  const needEmail = () => refused(`Give the account's e-mail.\n\n${STAFF_HELP}`, 2);
  switch (command) {
    case 'list':
      return list(db);
    case 'add': {
      if (!email) return needEmail();
      if (!staffRoles.includes(role as StaffRole))
        return refused(`Give --role owner, --role staff or --role care.\n\n${STAFF_HELP}`, 2);
      const added = await addStaff(db, commandLineActor, email, role as StaffRole);
      return done(`Added ${added.email} (${added.role}).\n${linkLines(added.email, added.link)}`);
    }
    case 'remove':
      if (!email) return needEmail();
      await removeStaff(db, commandLineActor, email);
      return done(`Removed ${email.trim().toLowerCase()}. Its sessions have ended.`);
    case 'reset': {
      if (!email) return needEmail();
      const reset = await resetStaff(db, commandLineActor, email);
      return done(
        `Reset ${reset.email}: the old password, second factor and sessions no longer work.\n${linkLines(reset.email, reset.link)}`,
      );
    }
    default:
      return refused(STAFF_HELP, 2);
  }
}

export async function runStaffCommand(db: AppDatabase, args: string[]): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    return refused(`${(error as Error).message}\n\n${STAFF_HELP}`, 2);
  }
  if (parsed.values.help) return done(STAFF_HELP);
  const [command, email, ...rest] = parsed.positionals;
  if (rest.length > 0) return refused(`Unexpected: ${rest.join(' ')}\n\n${STAFF_HELP}`, 2);
  try {
    return await run(db, command, email, parsed.values.role);
  } catch (error) {
    if (error instanceof StaffAccountError) return refused(error.message);
    throw error;
  }
}
