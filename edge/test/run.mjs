// npm run test:edge: builds the site as a Cloudflare Worker (npm run build:edge, with the e2e build's settings) and
// runs the end-to-end specs of the visitor's side, the payment and the staff console against it in workerd (npm run
// preview:edge), on a Postgres and a Redis of its own, with the same fakes as npm run test:e2e; first, preview:edge on
// a Postgres that trusts local connections and a deploy after a catalogue edit (edge/test/preview.test.mjs), which
// starts preview:edge itself, as Playwright's servers cannot. `-- --build-only` stops after the build; with
// E2E_SKIP_BUILD=1 the tests use the Worker already built (npm test runs the build first, then the tests beside the
// deploy tests).
import { e2eEnv } from '../../e2e/support/e2e-env.mjs';
import { findChromium } from '../../e2e/support/find-chromium.mjs';
import { playwrightWithServices, runOrExit as run } from '../../e2e/support/playwright-run.mjs';

// Its own ports, so that it never meets a `next start` of npm run test:e2e.
const EDGE_E2E_PORT = '3300';

const BUILD_ONLY = '--build-only';
const testEnv = e2eEnv(await findChromium(run));
if (!process.env.E2E_SKIP_BUILD) run(process.execPath, ['edge/build.mjs'], testEnv);
if (process.argv.includes(BUILD_ONLY)) process.exit(0);
run(process.execPath, ['--test', 'edge/test/preview.test.mjs'], testEnv);
const env = { ...testEnv, E2E_TARGET: 'edge', E2E_PORT: EDGE_E2E_PORT };
process.exit(await playwrightWithServices(env, { label: 'edge' }));
