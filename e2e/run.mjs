// Runs the end-to-end suite against the production build in real Chromium.
// Finds a browser by itself (CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own);
// on a fresh Debian machine where it runs as root, it installs Debian's chromium first.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackingServices } from './support/backing-services.mjs';
import { preparePhotoSwap } from './support/photo-swap.mjs';

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function playwrightOwnChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

async function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const own = await playwrightOwnChromium();
  if (own) return own;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log("e2e: no Chromium found; installing Debian's chromium with apt-get");
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], aptEnv);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], aptEnv);
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'e2e: no Chromium found. Set CHROMIUM_PATH, install chromium, or run `npx playwright install chromium`.',
  );
  process.exit(1);
}

const chromiumPath = await findChromium();
console.log(`e2e: using ${chromiumPath}`);

// The values the e2e build is made with; the suite checks that the secret one never reaches the browser bundle.
const testEnv = {
  ...process.env,
  CHROMIUM_PATH: chromiumPath,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: process.env.NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY ?? 'pk_test_e2e_public_key',
  PAYMENT_SHOP_ID: process.env.PAYMENT_SHOP_ID ?? 'shop-secret-e2e-7f3a9c',
  PAYSTACK_SECRET_KEY: process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_e2e_secret_9d41c7',
};

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
