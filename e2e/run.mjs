// Runs the end-to-end suite against the production build in real Chromium (e2e/support/find-chromium.mjs), and in
// Debian's Firefox ESR and WebKitGTK for e2e/engines.spec.ts.
import { spawn } from 'node:child_process';
import { e2eEnv } from './support/e2e-env.mjs';
import { findChromium } from './support/find-chromium.mjs';
import { playwrightWithServices, runOrExit as run } from './support/playwright-run.mjs';

const chromiumPath = await findChromium(run);
console.log(`e2e: using ${chromiumPath}`);

const testEnv = e2eEnv(chromiumPath);

// Firefox ESR and WebKitGTK (e2e/engines.spec.ts) install while the site builds; Playwright starts once both are done.
const engines = new Promise((resolve) =>
  spawn(process.execPath, ['e2e/support/engines/install-engines.mjs'], { stdio: 'inherit' }).on('close', resolve),
);

if (!process.env.E2E_SKIP_BUILD) {
  run('npx', ['next', 'build'], testEnv);
  run(process.execPath, ['build/finish-build.mjs'], testEnv);
}
// The secret shop id used for this build must appear in no file sent to browsers.
run(process.execPath, ['e2e/check-bundle-secret.mjs'], testEnv);
// The same search for the Paystack secret key, present in the build's environment on purpose.
run(process.execPath, ['e2e/check-bundle-secret.mjs'], { ...testEnv, PAYMENT_SHOP_ID: testEnv.PAYSTACK_SECRET_KEY });

if ((await engines) !== 0) process.exit(1);

// The staff console runs on Postgres too, on two instances sharing it and a Redis.
process.exit(await playwrightWithServices(testEnv, { label: 'e2e' }));
