import type { FrameLocator, Page } from '@playwright/test';
import { fakePaystackApiUrl } from './fake-paystack-api-client';
import { FAKE_POPUP } from './fake-paystack-popup.mjs';

/**
 * Serves the fake popup for checkout.paystack.com, sends api.paystack.co to the local fake Paystack API, and blocks
 * every other Paystack host, recording what was asked.
 */
export async function installFakePaystack(page: Page): Promise<{ blocked: string[]; apiCalls: string[] }> {
  const blocked: string[] = [];
  const apiCalls: string[] = [];
  // Playwright tries the most recently registered route first, so the catch-all goes in before the others.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*paystack\.(co|com)\//, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  await page.route('https://api.paystack.co/**', async (route) => {
    const url = new URL(route.request().url());
    apiCalls.push(`${route.request().method()} ${url.pathname}`);
    const response = await route.fetch({ url: `${fakePaystackApiUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  // Paystack's own checkout page, where a checkout posted without the page's code is sent: the fake's, for its code.
  await page.route(/^https:\/\/checkout\.paystack\.com\/(?!popup)[0-9a-f]+$/, async (route) => {
    const code = new URL(route.request().url()).pathname.slice(1);
    // Its Pay answers with a redirect back to the shop, which the browser follows itself.
    const response = await route.fetch({ url: `${fakePaystackApiUrl}/_fake/checkout/${code}`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
  await page.route('https://checkout.paystack.com/popup**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_POPUP }),
  );
  return { blocked, apiCalls };
}

export function paystackFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[id^="inline-checkout-"]');
}

export interface PopupParams {
  accessCode?: string;
  key?: string;
  email: string;
  amount: number;
  currency: string;
  ref: string;
  channels: string[];
  metadata: string;
}

/** The transaction the popup shows: Paystack's record of it (by access code), or the page's own parameters. */
export async function popupParams(page: Page): Promise<PopupParams> {
  const text = await paystackFrame(page).getByTestId('params').textContent();
  return JSON.parse(text ?? '{}') as PopupParams;
}
