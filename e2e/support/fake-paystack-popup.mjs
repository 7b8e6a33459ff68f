// Paystack's hosts as the browser tests answer them, and the checkout popup they serve. Plain JavaScript, so that the
// deploy test (node --test, no TypeScript) answers them exactly as the e2e tests do.

// Stands in for https://checkout.paystack.com/popup, speaking the postMessage protocol of @paystack/inline-js 2.25
// (es/inline.js): it announces 'loaded:checkout' and receives { type: 'inline:url', params }. Given an access code
// (resumeTransaction), it asks Paystack's API for the transaction, as the real checkout does
// (GET /transaction/verify_access_code/:code), and shows what Paystack will charge; given full parameters (the
// browser-configured fallback) it shows those. Its Pay button charges the customer at the fake API and answers
// 'success'; Close answers 'close'.
export const FAKE_POPUP = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake Paystack checkout</title>
<style>body{font-family:sans-serif;background:#fff;margin:0;padding:24px}</style></head>
<body>
  <h1>Fake Paystack checkout</h1>
  <pre data-testid="params"></pre>
  <button id="pay" type="button" disabled>Pay</button>
  <button id="close" type="button">Close</button>
  <script>
    var params = null;
    var API = 'https://api.paystack.co/';
    function send(message) { parent.postMessage(message, '*'); }
    function show(shown) {
      params = shown;
      document.querySelector('[data-testid=params]').textContent = JSON.stringify(shown);
      document.getElementById('pay').disabled = false;
      send({ event: 'loaded:transaction', data: { id: shown.id || 4099, customer: {}, accessCode: shown.accessCode || 'fake-access' } });
    }
    window.addEventListener('message', function (event) {
      var data = event.data;
      if (!data || data.type !== 'inline:url' || !data.params) return;
      if (!data.params.accessCode) return show(data.params);
      fetch(API + 'transaction/verify_access_code/' + encodeURIComponent(data.params.accessCode))
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          if (!answer.status) return send({ event: 'error', data: { type: 'setup', message: answer.message } });
          var tx = answer.data;
          show({ accessCode: tx.access_code, id: tx.id, email: tx.email, amount: tx.amount, currency: tx.currency, ref: tx.reference, channels: tx.channels, metadata: JSON.stringify(tx.metadata) });
        });
    });
    document.getElementById('pay').addEventListener('click', function () {
      var done = function () { send({ event: 'success', data: { reference: params.ref, status: 'success', trans: String(params.id || 4099), message: 'Approved' } }); };
      if (!params.accessCode) return done();
      fetch(API + '_fake/charge/' + encodeURIComponent(params.accessCode), { method: 'POST' }).then(done);
    });
    document.getElementById('close').addEventListener('click', function () { send({ event: 'close' }); });
    send({ event: 'loaded:checkout' });
  </script>
</body></html>`;

/**
 * Answers Paystack's hosts for `target` (a Playwright page or browser context): the fake popup for
 * checkout.paystack.com, api.paystack.co from the fake Paystack API at `apiUrl`, Paystack's own checkout page (where a
 * checkout posted without the page's code is sent) from the fake's, and every other Paystack host blocked; resolves
 * with what was blocked and asked of the API, as it happens.
 * @param {Pick<import('@playwright/test').Page, 'route'>} target
 * @param {string} apiUrl
 */
export async function answerPaystackHosts(target, apiUrl) {
  /** @type {string[]} */
  const blocked = [];
  /** @type {string[]} */
  const apiCalls = [];
  // Playwright tries the most recently registered route first, so the catch-all goes in before the others.
  await target.route(/^https:\/\/([a-z0-9-]+\.)*paystack\.(co|com)\//, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  await target.route('https://api.paystack.co/**', async (route) => {
    const url = new URL(route.request().url());
    apiCalls.push(`${route.request().method()} ${url.pathname}`);
    const response = await route.fetch({ url: `${apiUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  await target.route(/^https:\/\/checkout\.paystack\.com\/(?!popup)[0-9a-f]+$/, async (route) => {
    const code = new URL(route.request().url()).pathname.slice(1);
    // Its Pay answers with a redirect back to the shop, which the browser follows itself.
    const response = await route.fetch({ url: `${apiUrl}/_fake/checkout/${code}`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
  await target.route('https://checkout.paystack.com/popup**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_POPUP }),
  );
  return { blocked, apiCalls };
}
