// What a command-line tool's run comes to, whichever process ran it, and the help every tool ends with: kept apart
// from the table of commands (site-commands.ts) so that each command can name them without importing the table that
// imports the command.
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The last lines of every tool's --help: where its settings come from (lib/server/env-file.mjs). */
export const SETTINGS_FILE_HELP = `Settings (DATA_DIR, DATABASE_URL, PAYSTACK_SECRET_KEY, ...) come from the environment, or from a file:
--env-file <path> anywhere among the arguments, or ENV_FILE=<path>; the same file npm start takes. A variable set in
the environment wins over the file's.`;
