// npm run test:edge: builds the site as a Cloudflare Worker (npm run build:edge, with the e2e build's settings) and
// runs the end-to-end specs of the visitor's side, the payment and the staff console against it in workerd (npm run
// preview:edge), on a Postgres and a Redis of its own, with the same fakes as npm run test:e2e.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackingServices } from '../../e2e/support/backing-services.mjs';
import { e2eEnv } from '../../e2e/support/e2e-env.mjs';
import { findChromium } from '../../e2e/support/find-chromium.mjs';

// Its own ports, so that it never meets a `next start` of npm run test:e2e.
const EDGE_E2E_PORT = '3300';

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const testEnv = e2eEnv(await findChromium(run));
if (!process.env.E2E_SKIP_BUILD) run(process.execPath, ['edge/build.mjs'], testEnv);

const logDir = mkdtempSync(path.join(tmpdir(), 'mhv-edge-logs-'));
const services = await startBackingServices(logDir);
let status = 1;
try {
  const env = {
    ...testEnv,
    E2E_TARGET: 'edge',
    E2E_PORT: EDGE_E2E_PORT,
    E2E_LOG_DIR: logDir,
    E2E_DATABASE_URL: services.databaseUrl,
    E2E_REDIS_URL: services.redisUrl,
  };
  const args = ['playwright', 'test', ...process.argv.slice(2)];
  status = spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;
} finally {
  await services.stop();
}
if (status !== 0) {
  for (const file of readdirSync(logDir).filter((name) => name.endsWith('.log'))) {
    const lines = readFileSync(path.join(logDir, file), 'utf8').trimEnd().split('\n').slice(-60);
    console.log(`\n--- test:edge: last lines of ${file} ---\n${lines.join('\n')}`);
  }
}
process.exit(status);
