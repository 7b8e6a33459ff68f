import 'server-only';
import { checkServedScriptsNow } from '@/lib/server/csp/script-alarm';
import { SETTINGS_FILE_HELP, type CommandResult } from './command-result';

export const CHECK_SCRIPTS_HELP = `Usage: npm run check-scripts
Checks now, rather than at the next ten-minute round, the scripts and security headers the public pages are served
with (fetched from SITE_URL, as a browser would) against this build's inventory (.next/server/script-inventory.json);
mails the owner each change that no deployment or catalogue change explains, once, as the round does; and prints what
it found. Exit code 1 when it found a change or could not check.
${SETTINGS_FILE_HELP}`;

/** The script alarm's round, at once: what an operator runs after a deployment, or on the alarm's mail. */
export async function runCheckScriptsCommand(): Promise<CommandResult> {
  const outcome = await checkServedScriptsNow({ anyTime: true });
  if (!outcome)
    return {
      code: 1,
      stdout: '',
      stderr:
        'No check ran: the build has no script inventory (run npm run build) or the check failed (its reason is ' +
        "in the site's log).\n",
    };
  const lines = [
    `${outcome.pages} page(s) and ${outcome.scripts} script(s) checked against the build's inventory.`,
    ...outcome.skipped.map((page) => `Skipped ${page}`),
    ...(outcome.changes.length > 0
      ? outcome.changes.map((change) => `Changed: ${change}`)
      : ['No change that the build does not explain.']),
    `${outcome.mailed} change(s) mailed to the owner now (a change already mailed is not mailed again).`,
  ];
  return {
    code: outcome.changes.length > 0 || outcome.pages === 0 ? 1 : 0,
    stdout: `${lines.join('\n')}\n`,
    stderr: '',
  };
}
