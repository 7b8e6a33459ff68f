import type { BrowserContext } from '@playwright/test';

/**
 * Makes the document now open see the lost connection, as a phone without one shows it to every page
 * (navigator.onLine false). Chromium's emulation of a lost connection reaches the documents open when it starts; one
 * opened afterwards (a page the service worker answers offline) still reads navigator.onLine as true in Chromium 150,
 * although its requests fail. Applying the emulation again reaches it; requests fail throughout.
 */
export async function offlineForThisPage(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}
