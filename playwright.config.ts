import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './e2e/support/chromium-flags.mjs';

// e2e/run.mjs builds the site and sets CHROMIUM_PATH before Playwright starts; without it,
// Playwright falls back to its own browser.
const executablePath = process.env.CHROMIUM_PATH || undefined;
const port = Number(process.env.E2E_PORT ?? 3100);
// The fake payment-reference service (e2e/support/fake-upstream.mjs) listens next door, so parallel runs don't clash.
const fakeUpstreamPort = Number(process.env.FAKE_UPSTREAM_PORT ?? port + 1);
// The fake Paystack API and the SMTP capture (its SMTP port and its HTTP view of the messages) follow.
const fakePaystackPort = Number(process.env.FAKE_PAYSTACK_PORT ?? port + 2);
const smtpPort = port + 3;
const smtpHttpPort = port + 4;
const paystackSecret = process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_e2e_secret_9d41c7';
// A fresh order book per run. Set once in the main process; the workers inherit it rather than making their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'mhv-e2e-data-'));
export const smtpMessagesUrl = `http://127.0.0.1:${smtpHttpPort}/messages`;

const chromiumArgs = [...CHROMIUM_FLAGS, '--disable-quic'];

// Every site server of the run: the same build and fakes; the PGlite one also takes Paystack's webhooks.
const siteEnv = {
  ...process.env,
  PAYMENT_REFERENCE_URL: `http://localhost:${fakeUpstreamPort}/api/generateReference`,
  PAYSTACK_SECRET_KEY: paystackSecret,
  PAYSTACK_API_URL: `http://127.0.0.1:${fakePaystackPort}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // Every browser test shares one client address; the limiter itself is tested from other loopback addresses.
  RATE_LIMIT_PER_MINUTE: '120',
  RATE_LIMIT_BURST: '60',
} as Record<string, string>;

/** A server of the site under test: its command and address, and the settings it has beyond the run's own. */
interface SiteServer {
  name: string;
  command: string;
  url: string;
  env: Record<string, string>;
}

/** `command`, its output in the run's log folder (E2E_LOG_DIR, set by e2e/run.mjs) if any. */
function logged(name: string, command: string) {
  const logFile = process.env.E2E_LOG_DIR ? path.join(process.env.E2E_LOG_DIR, `${name}.log`) : null;
  return `${command}${logFile ? ` >> '${logFile}' 2>&1` : ''}`;
}

/** The site's server (server.mjs, what `npm start` runs) on `serverPort`. */
function siteServer(name: string, serverPort: number, env: Record<string, string>): SiteServer {
  return {
    name,
    command: logged(name, `node server.mjs -p ${serverPort}`),
    url: `http://localhost:${serverPort}/home`,
    env: { PORT: String(serverPort), INSTANCE_ID: name, ...env },
  };
}

// The staff console's Postgres instances: two servers on one Postgres and one Redis, as deployed (e2e/run.mjs starts
// both). Their ports follow the others'.
const postgresSites = process.env.E2E_DATABASE_URL ? [port + 5, port + 6] : [];

// npm run test:edge (edge/test/run.mjs) sets E2E_TARGET=edge: the same specs, for the visitor's side of the site, run
// against the Cloudflare Worker in workerd (npm run preview:edge, with its own Postgres and Redis) in place of
// `next start`.
const onEdge = process.env.E2E_TARGET === 'edge';
// Not the pages' copy, links and widths (pages.spec.ts): the same components and styles whichever server answers;
// shell.spec.ts proves the Worker serves every page with its heading, header and footer, and shop.spec.ts that moving
// between its pages in the browser goes through the Worker.
const EDGE_SPECS =
  /\/(shell|shop|every-tap|checkout|payment|headers|console|console-security|csp-reports|reconcile|jobs|bookings|inbox)\.spec\.ts$/;

/** A Worker in workerd on `serverPort`; two of them stand for two isolates sharing the Postgres and the Redis. */
function edgeServer(name: string, serverPort: number): SiteServer {
  return {
    name,
    command: logged(name, 'node edge/preview.mjs'),
    url: `http://localhost:${serverPort}/home`,
    env: {
      EDGE_PORT: String(serverPort),
      DATABASE_URL: process.env.E2E_DATABASE_URL!,
      REDIS_URL: process.env.E2E_REDIS_URL!,
      // The Cron Trigger every 2 s, and reconciliation due 3 s after an order, so e2e/reconcile.spec.ts sees it work.
      EDGE_CRON_EVERY_MS: '2000',
      RECONCILE_FIRST_TRY_MS: '3000',
    },
  };
}
const siteServers = onEdge
  ? [edgeServer('edge-1', port), edgeServer('edge-2', port + 5)]
  : [
      siteServer('pglite', port, { DATA_DIR: process.env.E2E_DATA_DIR! }),
      ...postgresSites.map((sitePort, index) =>
        siteServer(`postgres-${index + 1}`, sitePort, {
          DATABASE_URL: process.env.E2E_DATABASE_URL!,
          REDIS_URL: process.env.E2E_REDIS_URL!,
          // Their reconciliation runs in seconds rather than minutes, so e2e/reconcile.spec.ts can watch it work.
          RECONCILE_FIRST_TRY_MS: '3000',
          RECONCILE_EVERY_MS: '1000',
        }),
      ),
    ];

// Playwright starts the servers of its list one after another, each once the last answers; these start side by side
// (e2e/support/servers-together.mjs), and the run begins once every one answers. The Workers stop on SIGTERM, as
// their Postgres connections and workerd must; the first start of a Worker creates its page cache, and workerd then
// loads it.
const sitesTogether = {
  command: 'node e2e/support/servers-together.mjs',
  url: `http://127.0.0.1:${port + 7}/`,
  reuseExistingServer: false,
  timeout: onEdge ? 240_000 : 120_000,
  ...(onEdge ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 } } : {}),
  env: { ...siteEnv, READY_PORT: String(port + 7), SERVERS: JSON.stringify(siteServers) },
};

const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

// A test tagged '@wide' runs in the desktop project only and one tagged '@phone' in the mobile project only: a test
// that sets its own width, one of a feature's flows whose steps the server decides (a purchase, an assessment's
// score, the console's work on each database), or one whose outcome no layout touches (a status, a redirect, what a
// page downloads, the cart a browser keeps). A feature's flows are spread over both tags, so each width still walks
// through every feature while each flow runs once.
const nodeProjects = [
  // The offline tests and the install check are a phone's: they run at 375 px only.
  {
    name: 'desktop',
    testIgnore: /(offline(-cart|-checkout)?|installable|console-catalogue|stock|engines)\.spec\.ts$/,
    grepInvert: /@phone\b/,
    use: { viewport: { width: 1280, height: 800 } },
  },
  // Server-only checks (the payment API, the console's refusals, the headers and policy on every route, what search
  // engines read, refunds and reconciliation) do not depend on the width: the desktop project runs them once.
  {
    name: 'mobile',
    testIgnore:
      /(payment-api|console-security|headers|seo|refunds|reconcile|console-catalogue|stock|engines)\.spec\.ts$/,
    grepInvert: /@wide\b/,
    use: phone,
  },
  // Firefox ESR and WebKitGTK (e2e/engines.spec.ts) drive browsers of their own, each test at its own width.
  { name: 'engines', testMatch: /engines\.spec\.ts$/ },
  // The console's catalogue changes products, videos and prices that the shop's and the teachings' tests read from
  // the same site: it runs once they have all finished, on a phone, and checks the wide screen inside its tests.
  {
    name: 'catalogue',
    testMatch: /(console-catalogue|stock)\.spec\.ts$/,
    dependencies: ['desktop', 'mobile', 'engines'],
    use: phone,
  },
];

export default defineConfig({
  testDir: './e2e',
  // Playwright empties its output folder when it starts; npm test keeps its timing reports beside it, in
  // test-results/timings/, from the steps before.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // npm test (tests/run-all.mjs) asks for the JSON report, where it reads the counts and the slowest tests.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as const] : []),
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath, args: chromiumArgs },
    // A trace records every step of every test (29 shell and shop tests on two cores: 160 s with it, 136 s without);
    // a failure keeps its screenshot and the servers' logs. `npm run test:e2e -- --trace retain-on-failure` records
    // traces again.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The site's service worker runs only where a test asks for it (e2e/offline.spec.ts): elsewhere every request
    // reaches the network (and the tests' routes) as it would without one.
    serviceWorkers: 'block',
  },
  // On the Worker, the same specs once, on a phone: the server answers the same at every width, and each width's
  // layout is proven against `next start` by the Node projects above. Tests tagged '@browser-only' check code that runs
  // in the browser alone (menus, drawers, the stored cart), the same files whichever server sent them: Node proves
  // them.
  projects: onEdge
    ? [{ name: 'edge', testMatch: EDGE_SPECS, grepInvert: /@browser-only\b/, use: phone }]
    : nodeProjects,
  webServer: [
    {
      command: 'node e2e/support/fake-upstream.mjs',
      url: `http://localhost:${fakeUpstreamPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_UPSTREAM_PORT: String(fakeUpstreamPort) },
    },
    {
      command: 'node e2e/support/fake-paystack-server.mjs',
      url: `http://127.0.0.1:${fakePaystackPort}/_control/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FAKE_PAYSTACK_PORT: String(fakePaystackPort),
        PAYSTACK_SECRET_KEY: paystackSecret,
        FAKE_PAYSTACK_WEBHOOK_URL: `http://localhost:${port}/api/paystack/webhook`,
      },
    },
    {
      command: `node e2e/support/smtp-capture.mjs --smtp-port ${smtpPort} --http-port ${smtpHttpPort}`,
      url: smtpMessagesUrl,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    sitesTogether,
  ],
});
