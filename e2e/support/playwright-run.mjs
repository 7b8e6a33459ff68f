// What npm run test:e2e and npm run test:edge share: running a step that must succeed, and running Playwright with
// the Postgres and Redis the console's servers use (e2e/support/backing-services.mjs), each server writing its output
// to a log folder that the console tests read to prove no secret reaches a log.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackingServices } from './backing-services.mjs';

/** Runs a command; if it fails, this process ends with its status. */
export function runOrExit(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * `npx playwright test` with this process's arguments and `env`, beside a Postgres and a Redis of its own; returns its
 * exit status. On a failure it prints the end of every server's log, since the servers' own words help read it on CI.
 */
export async function playwrightWithServices(env, { label }) {
  const logDir = mkdtempSync(path.join(tmpdir(), `mhv-${label}-logs-`));
  const services = await startBackingServices(logDir);
  let status = 1;
  try {
    const runEnv = {
      ...env,
      E2E_LOG_DIR: logDir,
      E2E_DATABASE_URL: services.databaseUrl,
      E2E_REDIS_URL: services.redisUrl,
    };
    const args = ['playwright', 'test', ...process.argv.slice(2)];
    status = spawnSync('npx', args, { stdio: 'inherit', env: runEnv }).status ?? 1;
  } finally {
    await services.stop();
  }
  if (status !== 0) {
    for (const file of readdirSync(logDir).filter((name) => name.endsWith('.log'))) {
      const lines = readFileSync(path.join(logDir, file), 'utf8').trimEnd().split('\n').slice(-40);
      console.log(`\n--- ${label}: last lines of ${file} ---\n${lines.join('\n')}`);
    }
  }
  return status;
}
