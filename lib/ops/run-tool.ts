import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseSettings } from '@/lib/server/db/client';
import { openDatabase } from '@/lib/server/db/open-database';
import { askRunningSite } from './site-socket';
import type { CommandResult } from './command-result';
import { runCommand, type CommandRequest } from './site-commands';

/**
 * Runs a command-line tool's request against whichever database the site uses: on PGlite, the running site does it
 * (the data folder is its own while it runs); otherwise this process opens the database itself. `emptyBook` answers
 * instead when there is no embedded database yet, so that reading never creates one.
 */
export async function runTool(request: CommandRequest, emptyBook?: () => CommandResult): Promise<CommandResult> {
  const settings = databaseSettings();
  if (settings.kind === 'pglite') {
    const fromSite = await askRunningSite(settings.dataDir, request);
    if (fromSite !== null) return fromSite;
    if (emptyBook && !existsSync(path.join(settings.dataDir, 'pglite'))) return emptyBook();
  }
  const handle = await openDatabase(settings);
  try {
    return await runCommand(handle, request);
  } finally {
    await handle.close();
  }
}

/** Prints a result as a tool does and ends the process with its code. */
export function finish(result: CommandResult): never {
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exit(result.code);
}

/** How a tool ends on an unexpected error (a database out of reach, say): one line naming it, exit code 1. */
export function stopOnError(tool: string): (error: unknown) => never {
  return (error) => {
    console.error(`npm run ${tool}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  };
}
