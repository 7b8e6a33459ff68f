// Finds a browser for the end-to-end tests by itself (CHROMIUM_PATH, then /usr/bin/chromium, then Playwright's own);
// on a fresh Debian machine where it runs as root, it installs Debian's chromium first.
import { existsSync } from 'node:fs';

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
