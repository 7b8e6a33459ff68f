import 'server-only';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseSettings } from '@/lib/server/db/client';
import { openDatabase } from '@/lib/server/db/open-database';
import { ordersCsv, parseFilter } from '@/lib/shop/money/order-export';
import { BACKUP_HELP, RESTORE_HELP } from './backup-commands';
import { CATALOGUE_HELP } from './catalogue-command';
import { CHECK_SCRIPTS_HELP } from './check-scripts-command';
import { SETTINGS_FILE_HELP, type CommandResult } from './command-result';
import { parsePeriod, RECONCILE_HELP } from './reconcile-command';
import { runTool } from './run-tool';

// Each tool's command line as `npm run <tool> -- ...` hands it over (scripts/<tool>.ts, once the settings file's
// --env-file is out of it): its help, its usage errors (exit code 2), its files made absolute, then the work. Kept
// here rather than in scripts/ so that the tests run the very path a person's command takes, without a process each.

/** The tools, by their names in package.json. */
export type ToolName =
  'orders' | 'staff' | 'reconcile' | 'backup' | 'restore' | 'catalogue' | 'check-scripts' | 'db:migrate';

const ORDERS_HELP = `Usage: npm run orders -- [--status pending|paid|failed|abandoned|amount_mismatch] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
Prints the orders as CSV (dates are days in UTC, which is Ghana's time; both ends included).
${SETTINGS_FILE_HELP}`;

const MIGRATE_HELP = `Usage: npm run db:migrate
Applies the order book's missing migrations to the configured database (DATABASE_URL, otherwise the embedded one in
DATA_DIR), then stops.
${SETTINGS_FILE_HELP}`;

const helpOf = (help: string): CommandResult => ({ code: 0, stdout: `${help}\n`, stderr: '' });
/** A usage error: what was wrong, when there is something to say, then the help. */
const misused = (help: string, why?: string): CommandResult => ({
  code: 2,
  stdout: '',
  stderr: `${why === undefined ? '' : `${why}\n\n`}${help}\n`,
});
const asksHelp = (args: string[]) => args.includes('--help') || args.includes('-h');
/** A file named on the command line: a word that is not an option. */
const isFileWord = (word: string | undefined): word is string =>
  typeof word === 'string' && word !== '' && !word.startsWith('-');

function orders(args: string[]): CommandResult | Promise<CommandResult> {
  // Anything but these options throws, and the tool prints that message (exit code 1).
  const { values } = parseArgs({
    args,
    options: {
      status: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return helpOf(ORDERS_HELP);
  const { status, from, to } = values;
  try {
    parseFilter({ status, from, to });
  } catch (error) {
    return misused(ORDERS_HELP, (error as Error).message);
  }
  // No database yet: nothing was ever ordered, and reading must not create one.
  const empty = () => ({ code: 0, stdout: ordersCsv([]), stderr: '' });
  return runTool({ tool: 'orders', filter: { status, from, to } }, empty);
}

function reconcile(args: string[]): CommandResult | Promise<CommandResult> {
  let values: { from?: string; to?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
    if (values.help) return helpOf(RECONCILE_HELP);
    parsePeriod(values.from, values.to);
  } catch (error) {
    return misused(RECONCILE_HELP, (error as Error).message);
  }
  return runTool({ tool: 'reconcile', from: values.from, to: values.to });
}

function backup(args: string[]): CommandResult | Promise<CommandResult> {
  if (asksHelp(args)) return helpOf(BACKUP_HELP);
  if (args.length !== 1 || !isFileWord(args[0])) return misused(BACKUP_HELP);
  return runTool({ tool: 'backup', file: path.resolve(args[0]) });
}

function restore(args: string[]): CommandResult | Promise<CommandResult> {
  if (asksHelp(args)) return helpOf(RESTORE_HELP);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || !isFileWord(files[0])) return misused(RESTORE_HELP);
  return runTool({ tool: 'restore', file: path.resolve(files[0]), force });
}

function catalogue(args: string[]): CommandResult | Promise<CommandResult> {
  if (asksHelp(args)) return helpOf(CATALOGUE_HELP);
  const [action, file, ...rest] = args;
  if ((action !== 'export' && action !== 'import') || !isFileWord(file) || rest.length > 0)
    return misused(CATALOGUE_HELP);
  return runTool({ tool: 'catalogue', action, file: path.resolve(file) });
}

async function migrate(args: string[]): Promise<CommandResult> {
  if (asksHelp(args)) return helpOf(MIGRATE_HELP);
  // It takes nothing else: a stray argument is a mistake to show, not something to migrate past.
  if (args.length > 0) return misused(MIGRATE_HELP);
  // The database itself, never the running site: opening it is what applies the migrations.
  const settings = databaseSettings();
  const handle = await openDatabase(settings);
  await handle.close();
  const which = settings.kind === 'postgres' ? 'Postgres' : 'embedded';
  return { code: 0, stdout: `npm run db:migrate: the ${which} database is up to date.\n`, stderr: '' };
}

const commandLines: Record<ToolName, (args: string[]) => CommandResult | Promise<CommandResult>> = {
  orders,
  // Its help and usage are the command's own (staff-command.ts), answered wherever the command runs.
  staff: (args) => runTool({ tool: 'staff', args }),
  reconcile,
  backup,
  restore,
  catalogue,
  'check-scripts': (args) => {
    if (asksHelp(args)) return helpOf(CHECK_SCRIPTS_HELP);
    return args.length > 0 ? misused(CHECK_SCRIPTS_HELP) : runTool({ tool: 'check-scripts' });
  },
  'db:migrate': migrate,
};

/**
 * Runs a tool on the arguments typed after `npm run <tool> --`: what it prints and its exit code. Rejects on an
 * unexpected error (a database out of reach; an option `npm run orders` does not know), which the tool prints as
 * one line.
 */
export async function runCommandLine(tool: ToolName, args: string[]): Promise<CommandResult> {
  return commandLines[tool](args);
}
