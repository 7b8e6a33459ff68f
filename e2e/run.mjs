// Runs the end-to-end suite against the production build in real Chromium (e2e/support/find-chromium.mjs).
import { e2eEnv } from './support/e2e-env.mjs';
import { findChromium } from './support/find-chromium.mjs';
import { playwrightWithServices, runOrExit as run } from './support/playwright-run.mjs';

const chromiumPath = await findChromium(run);
console.log(`e2e: using ${chromiumPath}`);

const testEnv = e2eEnv(chromiumPath);

if (!process.env.E2E_SKIP_BUILD) {
  run('npx', ['next', 'build'], testEnv);
  run(process.execPath, ['build/finish-build.mjs'], testEnv);
}
// The secret shop id used for this build must appear in no file sent to browsers.
run(process.execPath, ['e2e/check-bundle-secret.mjs'], testEnv);
// The same search for the Paystack secret key, present in the build's environment on purpose.
run(process.execPath, ['e2e/check-bundle-secret.mjs'], { ...testEnv, PAYMENT_SHOP_ID: testEnv.PAYSTACK_SECRET_KEY });

// The staff console runs on Postgres too, on two instances sharing it and a Redis.
process.exit(await playwrightWithServices(testEnv, { label: 'e2e' }));
