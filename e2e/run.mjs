// Runs the end-to-end suite against the production build in real Chromium (e2e/support/find-chromium.mjs).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackingServices } from './support/backing-services.mjs';
import { e2eEnv } from './support/e2e-env.mjs';
import { findChromium } from './support/find-chromium.mjs';
import { preparePhotoSwap } from './support/photo-swap.mjs';

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chromiumPath = await findChromium(run);
console.log(`e2e: using ${chromiumPath}`);

const testEnv = e2eEnv(chromiumPath);

// Two pictures of the build are large photographs (e2e/support/photo-swap.mjs), for e2e/pictures.spec.ts.
if (!process.env.E2E_SKIP_BUILD) {
  run('npx', ['next', 'build'], { ...testEnv, PICTURE_SWAP: await preparePhotoSwap() });
  run(process.execPath, ['scripts/finish-build.mjs'], testEnv);
}
// The secret shop id used for this build must appear in no file sent to browsers.
run(process.execPath, ['e2e/check-bundle-secret.mjs'], testEnv);
// The same search for the Paystack secret key, present in the build's environment on purpose.
run(process.execPath, ['e2e/check-bundle-secret.mjs'], { ...testEnv, PAYMENT_SHOP_ID: testEnv.PAYSTACK_SECRET_KEY });

// The staff console runs on Postgres too, on two instances sharing it and a Redis (e2e/support/backing-services.mjs).
// Every server writes its output to the log folder, which the console tests read to prove no secret reaches a log.
const logDir = mkdtempSync(path.join(tmpdir(), 'mhv-e2e-logs-'));
const services = await startBackingServices(logDir);
let status = 1;
try {
  const env = {
    ...testEnv,
    E2E_LOG_DIR: logDir,
    E2E_DATABASE_URL: services.databaseUrl,
    E2E_REDIS_URL: services.redisUrl,
  };
  status = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env }).status ?? 1;
} finally {
  await services.stop();
}
if (status !== 0) {
  // The servers' own words help read a failure on CI: the end of each log.
  for (const file of readdirSync(logDir).filter((name) => name.endsWith('.log'))) {
    const lines = readFileSync(path.join(logDir, file), 'utf8').trimEnd().split('\n').slice(-40);
    console.log(`\n--- e2e: last lines of ${file} ---\n${lines.join('\n')}`);
  }
}
process.exit(status);
