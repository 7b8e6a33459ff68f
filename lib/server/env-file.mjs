// The settings file that `npm start` (server.mjs) and every command-line tool (scripts/) read, so that the site and
// the tools run against the same database, keys and folders: `--env-file <path>` or `--env-file=<path>` anywhere
// among the arguments, otherwise ENV_FILE in the environment. Node's own loader reads it (process.loadEnvFile: one
// KEY=value a line, # comments, quotes), and it leaves alone a variable the process already has, so a setting given
// in the environment (a service manager's, or `NAME=value npm start`) wins over the file's.
//
// Node itself looks at every `--env-file` on its command line, even after the script's name, and stops with its own
// message and exit code 9 when the file is missing, before this code runs; after a `--` it leaves them alone. So the
// npm scripts run `node -- server.mjs` and `tsx --conditions=react-server -- scripts/<tool>.ts`.
//
// Plain JavaScript without Next: server.mjs runs it on Node alone, before Next or anything else reads a setting.
import { statSync } from 'node:fs';

const FLAG = '--env-file';

/** A plain message for bad input: what the tool prints instead of a stack trace. */
class SettingsFileError extends Error {}

/**
 * Takes `--env-file <path>` or `--env-file=<path>` out of `args` (in place, so that each tool then parses only its
 * own arguments) and returns the path, or undefined when there is none.
 * @param {string[]} args
 * @returns {string | undefined}
 */
function takeEnvFileArgument(args) {
  let found;
  for (let index = 0; index < args.length;) {
    const arg = args[index];
    if (arg !== FLAG && !arg.startsWith(`${FLAG}=`)) {
      index++;
      continue;
    }
    if (found !== undefined) throw new SettingsFileError(`Give ${FLAG} once.`);
    const joined = arg !== FLAG;
    found = joined ? arg.slice(FLAG.length + 1) : args[index + 1];
    if (!found || (!joined && found.startsWith('-')))
      throw new SettingsFileError(`${FLAG} needs the path of a settings file.`);
    args.splice(index, joined ? 1 : 2);
  }
  return found;
}

/** Why a settings file could not be read, in a few words. */
function reason(file, error) {
  const code = /** @type {{ code?: unknown }} */ (error)?.code;
  if (code === 'ENOENT') return 'there is no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  try {
    if (statSync(file).isDirectory()) return 'it is a folder';
  } catch {
    // Not even its status can be read: the loader's own words follow.
  }
  return String(error instanceof Error ? error.message : error).split('\n')[0];
}

/**
 * Loads the settings file that the arguments (`process.argv` after the script) or ENV_FILE name into process.env,
 * and takes `--env-file` out of process.argv. A path missing after the flag, or a file that cannot be read, ends
 * the process with one line on stderr and exit code 2, as any other bad input to a tool does.
 */
export function loadSettingsFile() {
  let file;
  let source = FLAG;
  try {
    // argv[0] is node and argv[1] the script; what follows is the tool's own.
    const args = process.argv.slice(2);
    file = takeEnvFileArgument(args);
    process.argv.splice(2, Infinity, ...args);
    if (file === undefined && process.env.ENV_FILE?.trim()) {
      file = process.env.ENV_FILE.trim();
      source = 'ENV_FILE';
    }
    if (file !== undefined) process.loadEnvFile(file);
  } catch (error) {
    const message =
      error instanceof SettingsFileError
        ? error.message
        : `Cannot read the settings file ${file} (${source}): ${reason(file, error)}.`;
    console.error(message);
    process.exit(2);
  }
}
