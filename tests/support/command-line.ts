// The command-line tools run in this process, through the path `npm run <tool> -- ...args` takes once the process has
// started (lib/ops/command-line.ts: the same help, usage errors and work, without a tsx process of about 3 s each).
// The few runs that check the process itself (its arguments, exit code and output as npm runs it) use
// run-script.ts or npm-script.ts.
import type { CommandResult } from '@/lib/ops/command-result';
import { runCommandLine, type ToolName } from '@/lib/ops/command-line';
import { serveSiteSocket } from '@/lib/ops/site-socket';
import type { DatabaseHandle } from '@/lib/server/db/client';
import { closeDatabase, getDatabase } from '@/lib/server/db/connection';

export interface PlayedSite {
  /** Runs a tool in this process; on PGlite, fails unless the running site did the work. */
  run(tool: ToolName, ...args: string[]): Promise<CommandResult>;
  stop(): Promise<void>;
}

/**
 * On PGlite, this process plays the running site: it holds the data folder and answers the tools over the site's
 * socket (lib/ops/site-socket.ts), as `npm start` does. A tool run in this same process could open the folder itself
 * unnoticed (the folder's lock is this process's), so the site counts the commands it works on and `run` checks
 * that each one reached it. On Postgres there is no site to ask: the tool opens the database itself.
 */
export async function playSite(): Promise<PlayedSite> {
  const handle = await getDatabase();
  if (!handle.dataDir) return { run: (tool, ...args) => runCommandLine(tool, args), stop: () => Promise.resolve() };
  let worked = 0;
  // Every command the site runs reads the handle's database first (site-commands.ts).
  const counted: DatabaseHandle = {
    ...handle,
    get db() {
      worked++;
      return handle.db;
    },
  };
  const stop = await serveSiteSocket(counted);
  return {
    async run(tool, ...args) {
      const before = worked;
      const result = await runCommandLine(tool, args);
      if (worked === before) throw new Error(`npm run ${tool} -- ${args.join(' ')} did not reach the running site`);
      return result;
    },
    stop,
  };
}

/**
 * Runs a tool in this process with no site running: the database is let go first, as a stopped site leaves it, so
 * that on PGlite the tool opens the data folder itself and nothing else has it open.
 */
export async function runAlone(tool: ToolName, ...args: string[]): Promise<CommandResult> {
  await closeDatabase();
  return runCommandLine(tool, args);
}
