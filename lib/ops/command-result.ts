// What a command-line tool's run comes to, whichever process ran it: kept apart from the table of commands
// (site-commands.ts) so that each command can name it without importing the table that imports the command.
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}
