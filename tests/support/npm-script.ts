// A script of package.json run the way `npm run <name> -- ...args` runs it (sh -c, with node_modules/.bin first on
// the PATH), without the lines npm adds around it, in an environment of the test's own rather than Jest's (which sets
// NODE_ENV=test): its exit code and what it printed. A long-running one (`npm start` when a build exists) is stopped
// once its standard output matches `until`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;

export type ScriptRun = { code: number | null; stdout: string; stderr: string };

export function npmScript(
  name: string,
  args: string[],
  env: Record<string, string>,
  until?: RegExp,
): Promise<ScriptRun> {
  const child = spawn('sh', ['-c', `exec ${scripts[name]} "$@"`, 'sh', ...args], {
    cwd: ROOT,
    // Only what is given here (not the developer's DATABASE_URL, say). Next's types make NODE_ENV a required
    // variable; this environment leaves it to the script, as a shell does.
    env: {
      PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
      HOME: process.env.HOME ?? '',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (until?.test(stdout)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
