import { defineConfig } from '@playwright/test';

// e2e/run.mjs builds the site and sets CHROMIUM_PATH before Playwright starts; without it,
// Playwright falls back to its own browser.
const executablePath = process.env.CHROMIUM_PATH || undefined;
const port = Number(process.env.E2E_PORT ?? 3100);
// The fake payment-reference service (e2e/support/fake-upstream.mjs) listens next door, so parallel runs don't clash.
const fakeUpstreamPort = Number(process.env.FAKE_UPSTREAM_PORT ?? port + 1);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: [
    {
      command: 'node e2e/support/fake-upstream.mjs',
      url: `http://localhost:${fakeUpstreamPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_UPSTREAM_PORT: String(fakeUpstreamPort) },
    },
    {
      command: `npx next start -p ${port}`,
      url: `http://localhost:${port}/home`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...process.env,
        PORT: String(port),
        PAYMENT_REFERENCE_URL: `http://localhost:${fakeUpstreamPort}/api/generateReference`,
        // Every browser test shares one client address; the limiter itself is tested from other loopback addresses.
        RATE_LIMIT_PER_MINUTE: '120',
        RATE_LIMIT_BURST: '60',
      } as Record<string, string>,
    },
  ],
});
