import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect } from './fixtures';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium-flags.mjs';

// The site as an app a phone can install: the manifest every page links to, its icons drawn from the site's artwork,
// and Chromium's own verdict (the DevTools protocol's installability check) with nothing against it. That verdict
// needs a profile of its own: Chromium never offers to install from a private window, which a test's context is.

test('every page links a valid manifest and Chromium finds nothing against installing the site', async ({ page }) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ start_url: '/home', display: 'standalone', theme_color: '#11301d' });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const response = await page.request.get(icon.src);
    expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    const [width] = icon.sizes.split('x').map(Number);
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(width); // the PNG header's width
  }
  expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');
  const profile = mkdtempSync(path.join(tmpdir(), 'mhv-install-'));
  const visitor = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const phone = await visitor.newPage();
    await phone.goto(page.url());
    const devtools = await visitor.newCDPSession(phone);
    await expect
      .poll(async () => (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
  } finally {
    await visitor.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
