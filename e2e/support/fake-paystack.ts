import type { FrameLocator, Page } from '@playwright/test';

// Stands in for https://checkout.paystack.com/popup, speaking the postMessage protocol of @paystack/inline-js 2.25
// (es/inline.js): it announces 'loaded:checkout', receives { type: 'inline:url', params } with the transaction's
// parameters, shows them, and answers 'success' (with the reference) or 'close' when its buttons are pressed.
const FAKE_POPUP = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake Paystack checkout</title>
<style>body{font-family:sans-serif;background:#fff;margin:0;padding:24px}</style></head>
<body>
  <h1>Fake Paystack checkout</h1>
  <pre data-testid="params"></pre>
  <button id="pay" type="button" disabled>Pay</button>
  <button id="close" type="button">Close</button>
  <script>
    var params = null;
    function send(message) { parent.postMessage(message, '*'); }
    window.addEventListener('message', function (event) {
      var data = event.data;
      if (!data || data.type !== 'inline:url' || !data.params) return;
      params = data.params;
      document.querySelector('[data-testid=params]').textContent = JSON.stringify(params);
      document.getElementById('pay').disabled = false;
      send({ event: 'loaded:transaction', data: { id: 4099, customer: {}, accessCode: 'fake-access' } });
    });
    document.getElementById('pay').addEventListener('click', function () {
      send({ event: 'success', data: { reference: params.ref, status: 'success', trans: '4099', message: 'Approved' } });
    });
    document.getElementById('close').addEventListener('click', function () { send({ event: 'close' }); });
    send({ event: 'loaded:checkout' });
  </script>
</body></html>`;

/** Serves the fake popup for checkout.paystack.com and blocks every other Paystack host, recording what was asked. */
export async function installFakePaystack(page: Page): Promise<{ blocked: string[] }> {
  const blocked: string[] = [];
  // Playwright tries the most recently registered route first, so the catch-all goes in before the popup.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*paystack\.(co|com)\//, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  await page.route('https://checkout.paystack.com/popup**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_POPUP }),
  );
  return { blocked };
}

export function paystackFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[id^="inline-checkout-"]');
}

export interface PopupParams {
  key: string;
  email: string;
  amount: number;
  currency: string;
  ref: string;
  channels: string[];
  metadata: string;
  mode: string;
}

/** The transaction parameters the library handed to the popup. */
export async function popupParams(page: Page): Promise<PopupParams> {
  const text = await paystackFrame(page).getByTestId('params').textContent();
  return JSON.parse(text ?? '{}') as PopupParams;
}
