import type { FrameLocator, Page } from '@playwright/test';
import { fakePaystackApiUrl } from './fake-paystack-api-client';
import { answerPaystackHosts } from './fake-paystack-popup.mjs';

/**
 * Serves the fake popup for checkout.paystack.com, sends api.paystack.co to the local fake Paystack API, and blocks
 * every other Paystack host, recording what was asked (fake-paystack-popup.mjs).
 */
export function installFakePaystack(page: Page): Promise<{ blocked: string[]; apiCalls: string[] }> {
  return answerPaystackHosts(page, fakePaystackApiUrl);
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
