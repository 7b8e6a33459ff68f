// A stand-in for https://api.paystack.co, for tests only, answering in Paystack's own shapes (PaystackOSS/openapi
// dist/paystack.yaml: TransactionInitialize / TransactionInitializeResponse / VerifyResponse; errors as
// { status: false, message }; the charge.success webhook body and its x-paystack-signature as Paystack documents them).
//
// Paystack's API:      POST /transaction/initialize, GET /transaction/verify/:reference (Bearer secret key)
// The checkout frame:  GET /transaction/verify_access_code/:code (what Paystack's checkout asks when the inline library
//                      hands it an access code), POST /transaction/set_ip/:id and /transaction/update_log/:id
// Fake only:           POST /_fake/charge/:code (the fake checkout frame's Pay button: the customer pays);
//                      GET /_fake/checkout/:code (Paystack's own checkout page, where authorization_url leads: the
//                      amount and a Pay form) and POST /_fake/checkout/:code (the customer pays: 303 to the
//                      callback_url given at initialize, with ?trxref=&reference= as Paystack adds them)
// Control (tests):     GET /_control/health, GET /_control/initialized?email=, GET /_control/transactions/:reference,
//                      POST /_control/webhook { reference, event?, amount?, currency?, signature?: 'wrong' | 'none' }
//                      (sends a signed event to the site, answers { status, body, raw, signature }),
//                      POST /_control/settle { reference, status } (what the phone decides for a pending payment)
// Failure modes follow the customer's e-mail, so parallel tests never interfere: 'paystack-down' -> initialize 500,
// 'paystack-hang' -> initialize never answers, 'verify-down' -> verify 500, 'momo-pending' -> a charge stays 'ongoing'.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { listRoutes } from './fake-paystack-list.mjs';
import { deliverSigned, refundRoutes } from './fake-paystack-refunds.mjs';

const send = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  response.end(JSON.stringify(body));
};

function readJson(request) {
  return new Promise((resolve) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      try {
        resolve(raw ? JSON.parse(raw) : {});
      } catch {
        resolve(undefined);
      }
    });
  });
}

/** The transaction as Paystack's verify endpoint (and the charge.success event) describes it. */
function transactionData(tx) {
  const paid = tx.status === 'success';
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.amount,
    message: null,
    gateway_response: paid
      ? 'Approved'
      : tx.status === 'ongoing'
        ? 'Awaiting approval on the phone'
        : 'The transaction was not completed',
    paid_at: tx.paidAt,
    created_at: tx.createdAt,
    channel: tx.channels[0] ?? 'card',
    currency: tx.currency,
    ip_address: '127.0.0.1',
    metadata: tx.metadata,
    log: null,
    fees: paid ? Math.round(tx.amount * 0.0195) : null,
    fees_split: null,
    authorization: paid
      ? {
          authorization_code: `AUTH_${tx.id}`,
          bin: null,
          last4: '0000',
          exp_month: '12',
          exp_year: '9999',
          channel: tx.channels[0],
          card_type: '',
          bank: 'MTN',
          country_code: 'GH',
          brand: 'mtn',
          reusable: false,
          signature: null,
          account_name: null,
          receiver_bank_account_number: null,
          receiver_bank: null,
        }
      : {},
    customer: {
      id: tx.id + 1000,
      first_name: null,
      last_name: null,
      email: tx.email,
      customer_code: `CUS_${tx.id}`,
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: tx.paidAt,
    createdAt: tx.createdAt,
    requested_amount: tx.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: tx.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

/**
 * Starts the fake. `webhookUrl` is where /_control/webhook delivers; port 0 picks a free port.
 * @param {{ port?: number, secretKey: string, webhookUrl?: string }} options
 */
export async function startFakePaystackApi({ port = 0, secretKey, webhookUrl }) {
  const transactions = new Map();
  const byCode = new Map();
  const initialized = [];
  let nextId = 4_100_000;

  const authorised = (request) => request.headers.authorization === `Bearer ${secretKey}`;
  const refundRoute = refundRoutes({ transactions, secretKey, webhookUrl, send, readJson });
  const listRoute = listRoutes({ transactions, transactionData, send, readJson });

  async function initialize(request, response) {
    const body = await readJson(request);
    // Paystack's answer to a field it refuses.
    const invalid = (message, nextStep) =>
      send(response, 400, {
        status: false,
        message,
        type: 'validation_error',
        code: 'invalid_params',
        meta: { nextStep },
      });
    if (!body || typeof body.email !== 'string' || !body.email)
      return invalid('Invalid Email Address Passed', 'Provide a valid email');
    if (!Number.isInteger(body.amount) || body.amount <= 0)
      return invalid('Invalid Amount Sent', 'Amount must be a whole number in the subunit of the currency');
    initialized.push(body);
    if (body.email.includes('paystack-down'))
      return send(response, 500, { status: false, message: 'An error occurred' });
    if (body.email.includes('paystack-hang')) return undefined;
    const reference = body.reference || `T${randomBytes(6).toString('hex')}`;
    if (transactions.has(reference))
      return send(response, 400, {
        status: false,
        message: 'Duplicate Transaction Reference',
        type: 'validation_error',
        code: 'duplicate_reference',
      });
    const accessCode = randomBytes(8).toString('hex');
    const tx = {
      id: nextId++,
      reference,
      accessCode,
      amount: body.amount,
      currency: body.currency ?? 'NGN',
      email: body.email,
      channels: body.channels ?? ['card'],
      metadata: body.metadata ?? {},
      callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
      status: 'abandoned',
      paidAt: null,
      createdAt: new Date().toISOString(),
      verifyCalls: 0,
    };
    transactions.set(reference, tx);
    byCode.set(accessCode, tx);
    return send(response, 200, {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
    });
  }

  function verify(response, reference) {
    const tx = transactions.get(reference);
    if (!tx)
      return send(response, 400, {
        status: false,
        message: 'Transaction reference not found',
        type: 'validation_error',
        code: 'transaction_not_found',
      });
    tx.verifyCalls += 1;
    if (tx.email.includes('verify-down')) return send(response, 500, { status: false, message: 'An error occurred' });
    return send(response, 200, { status: true, message: 'Verification successful', data: transactionData(tx) });
  }

  function settle(tx, status) {
    tx.status = status;
    if (status === 'success') tx.paidAt = new Date().toISOString();
  }

  /** The customer pays: a mobile-money payment for a 'momo-pending' e-mail waits on the phone. */
  const customerPays = (tx) => settle(tx, tx.email.includes('momo-pending') ? 'ongoing' : 'success');

  /** Paystack's checkout page for a transaction: what it charges, and Pay, which returns to the shop's callback. */
  function checkoutPage(request, response, code) {
    const tx = byCode.get(code);
    if (!tx) return send(response, 404, { status: false, message: 'Invalid access code' });
    if (request.method === 'POST') {
      customerPays(tx);
      if (!tx.callbackUrl) return send(response, 200, { status: true, data: { reference: tx.reference } });
      const back = new URL(tx.callbackUrl);
      back.searchParams.set('trxref', tx.reference);
      back.searchParams.set('reference', tx.reference);
      response.writeHead(303, { location: back.href });
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(`<!doctype html><html><head><title>Paystack Checkout</title></head><body>
<h1>Paystack Checkout</h1>
<p>Pay <span data-testid="amount">${tx.amount}</span> <span data-testid="currency">${tx.currency}</span>
by <span data-testid="channels">${tx.channels.join(' ')}</span> for <span data-testid="email">${tx.email}</span></p>
<form method="post"><button type="submit">Pay</button></form>
</body></html>`);
  }

  async function sendWebhook(request, response) {
    const body = (await readJson(request)) ?? {};
    const tx = transactions.get(body.reference);
    if (!tx) return send(response, 404, { error: 'no such transaction' });
    settle(tx, 'success');
    const data = { ...transactionData(tx), amount: body.amount ?? tx.amount, currency: body.currency ?? tx.currency };
    const payload = { event: body.event ?? 'charge.success', data };
    const to = body.to ?? webhookUrl;
    return send(response, 200, await deliverSigned({ secretKey, to, payload, signature: body.signature }));
  }

  async function route(request, response) {
    const url = new URL(request.url ?? '/', 'http://fake.paystack');
    const path = url.pathname;
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST',
      });
      return response.end();
    }
    if (path === '/_control/health') return send(response, 200, { ok: true });
    if (await refundRoute(request, response, url, authorised(request))) return undefined;
    if (await listRoute(request, response, url, authorised(request))) return undefined;
    if (path === '/_control/initialized')
      return send(
        response,
        200,
        initialized.filter((body) => body.email === url.searchParams.get('email')),
      );
    if (parts[0] === '_control' && parts[1] === 'transactions') {
      const tx = transactions.get(parts[2]);
      return tx ? send(response, 200, tx) : send(response, 404, { error: 'no such transaction' });
    }
    if (path === '/_control/webhook' && request.method === 'POST') return sendWebhook(request, response);
    if (path === '/_control/settle' && request.method === 'POST') {
      const body = (await readJson(request)) ?? {};
      const tx = transactions.get(body.reference);
      if (!tx) return send(response, 404, { error: 'no such transaction' });
      settle(tx, body.status);
      return send(response, 200, tx);
    }
    if (parts[0] === 'transaction' && parts[1] === 'verify_access_code' && parts[2]) {
      const tx = byCode.get(parts[2]);
      if (!tx) return send(response, 400, { status: false, message: 'Invalid access code' });
      const {
        id,
        accessCode: access_code,
        status: transaction_status,
        amount,
        currency,
        email,
        reference,
        channels,
        metadata,
      } = tx;
      return send(response, 200, {
        status: true,
        message: 'Access code validated',
        data: {
          id,
          access_code,
          transaction_status,
          merchant_key: 'pk_test_fake_merchant',
          merchant_name: 'MHV',
          amount,
          currency,
          email,
          reference,
          channels,
          metadata,
          log: null,
        },
      });
    }
    if (parts[0] === 'transaction' && (parts[1] === 'set_ip' || parts[1] === 'update_log'))
      return send(response, 200, { status: true, message: 'Log updated' });
    if (parts[0] === '_fake' && parts[1] === 'checkout' && parts[2]) return checkoutPage(request, response, parts[2]);
    if (parts[0] === '_fake' && parts[1] === 'charge' && request.method === 'POST') {
      const tx = byCode.get(parts[2]);
      if (!tx) return send(response, 404, { status: false, message: 'Invalid access code' });
      customerPays(tx);
      return send(response, 200, { status: true, data: { reference: tx.reference, status: tx.status, id: tx.id } });
    }
    if (!authorised(request)) return send(response, 401, { status: false, message: 'Invalid key' });
    if (path === '/transaction/initialize' && request.method === 'POST') return initialize(request, response);
    if (parts[0] === 'transaction' && parts[1] === 'verify' && parts[2] && request.method === 'GET')
      return verify(response, parts[2]);
    return send(response, 404, { status: false, message: 'Not found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error) => send(response, 500, { status: false, message: String(error) }));
  });
  // The client decides when an idle connection ends, as with Paystack's servers, which keep one open far longer than
  // a client's pool does. Node's default of closing it after 5 s races the client reusing it when the test process
  // is busy (PGlite computes on the event loop), and the request then fails as Paystack's never would.
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = server.address().port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    transactions,
    initialized,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
