// A command-line tool of the project exactly as `npm run <name> -- ...args` starts it (tsx with the server
// conditions), with the environment the test set up: its exit code and what it printed.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');

export type ScriptResult = { code: number; stdout: string; stderr: string };

export async function runScript(script: string, ...args: string[]): Promise<ScriptResult> {
  try {
    const { stdout, stderr } = await run(TSX, ['--conditions=react-server', script, ...args], { env: process.env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as ScriptResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
