// Finds a browser for the end-to-end tests by itself: CHROMIUM_PATH, then Debian's headless shell, then Debian's
// chromium, then Playwright's own; on a fresh Debian machine where it runs as root, it installs the headless shell
// first. The headless shell is what Playwright itself runs headless tests in: the same engine without the windowed
// browser's machinery (29 shell and shop tests on two cores: 111 s, against 136 s in Debian's chromium). The benchmark
// keeps the full browser (e2e/support/chromium-flags.mjs), since it measures what a visitor's browser does.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

async function playwrightOwnChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** The browser's path; `run(command, args, env)` runs a command and stops the process if it fails. */
export async function findChromium(run) {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log("e2e: installing Debian's chromium-headless-shell with apt-get");
    const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], aptEnv);
    run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], aptEnv);
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const own = await playwrightOwnChromium();
  if (own) return own;
  console.error(
    'e2e: no Chromium found. Set CHROMIUM_PATH, install chromium, or run `npx playwright install chromium`.',
  );
  process.exit(1);
}
