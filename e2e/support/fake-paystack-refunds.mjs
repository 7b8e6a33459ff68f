// The fake Paystack's refunds and disputes (see fake-paystack-api.mjs for the rest), in Paystack's shapes
// (PaystackOSS/openapi: RefundCreate and its response, List Refunds; the refund.* and charge.dispute.* webhook
// bodies as Paystack's webhook documentation shows them).
//
// Paystack's API:  POST /refund { transaction, amount?, currency?, customer_note?, merchant_note? },
//                  GET /refund?transaction=<reference> or ?from=&to=&perPage=&page=
// Control (tests): GET /_control/refunds?reference= (every refund asked for, with the request bodies),
//                  POST /_control/refund-event { id, event?, signature?, to? } (moves a refund on and tells the site),
//                  POST /_control/dispute-event { reference, event, id?, dueAt?, resolution?, signature?, to? }
// Failure modes follow the transaction's e-mail: 'refund-down' -> POST /refund 500 with nothing recorded,
// 'refund-hang' -> never answers, 'refund-lost' -> the refund is recorded but the answer is a 500 (the answer is
// lost on the way).
import { createHmac } from 'node:crypto';
import { page } from './fake-paystack-list.mjs';

const REFUND_STATUS_OF = {
  'refund.pending': 'pending',
  'refund.processing': 'processing',
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

/** Signs `payload` as Paystack does (HMAC-SHA512 of the exact body) and posts it to the site. */
export async function deliverSigned({ secretKey, to, payload, signature }) {
  const raw = JSON.stringify(payload);
  const key = signature === 'wrong' ? 'not-the-secret' : secretKey;
  const signed = createHmac('sha512', key).update(raw).digest('hex');
  const headers = {
    'content-type': 'application/json',
    ...(signature === 'none' ? {} : { 'x-paystack-signature': signed }),
  };
  const answer = await fetch(to, { method: 'POST', headers, body: raw });
  return { status: answer.status, body: await answer.text(), raw, signature: signed };
}

export function refundRoutes({ transactions, secretKey, webhookUrl, send, readJson }) {
  const refunds = [];
  const asked = [];
  let nextId = 9_000_000;
  let nextDispute = 7_000;

  const refundData = (refund) => {
    const tx = transactions.get(refund.reference);
    return {
      transaction: { id: tx.id, domain: 'test', reference: tx.reference, amount: tx.amount, currency: tx.currency },
      integration: 100032,
      deducted_amount: 0,
      channel: null,
      merchant_note: refund.merchantNote,
      customer_note: refund.customerNote,
      status: refund.status,
      refunded_by: 'api@example.org',
      expected_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      currency: refund.currency,
      domain: 'test',
      amount: refund.amount,
      fully_deducted: false,
      id: refund.id,
      created_at: refund.createdAt,
      updated_at: new Date().toISOString(),
    };
  };

  async function create(request, response) {
    const body = (await readJson(request)) ?? {};
    asked.push(body);
    const tx = transactions.get(body.transaction);
    if (!tx || tx.status !== 'success')
      return send(response, 400, { status: false, message: 'Transaction not found', code: 'transaction_not_found' });
    const amount = body.amount ?? tx.amount;
    const refunded = refunds
      .filter((refund) => refund.reference === tx.reference && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (!Number.isInteger(amount) || amount <= 0 || amount + refunded > tx.amount)
      return send(response, 400, {
        status: false,
        message: 'Refund amount cannot be more than the transaction amount',
        code: 'invalid_params',
      });
    if (tx.email.includes('refund-down')) return send(response, 500, { status: false, message: 'An error occurred' });
    if (tx.email.includes('refund-hang')) return undefined;
    const refund = {
      id: nextId++,
      reference: tx.reference,
      amount,
      currency: body.currency ?? tx.currency,
      customerNote: body.customer_note ?? null,
      merchantNote: body.merchant_note ?? null,
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    refunds.push(refund);
    if (tx.email.includes('refund-lost')) return send(response, 500, { status: false, message: 'An error occurred' });
    return send(response, 200, {
      status: true,
      message: 'Refund has been queued for processing',
      data: refundData(refund),
    });
  }

  async function refundEvent(request, response) {
    const body = (await readJson(request)) ?? {};
    const refund = refunds.find((each) => each.id === Number(body.id));
    if (!refund) return send(response, 404, { error: 'no such refund' });
    const event = body.event ?? 'refund.processed';
    refund.status = REFUND_STATUS_OF[event] ?? refund.status;
    const data = {
      status: refund.status,
      transaction_reference: refund.reference,
      refund_reference: null,
      // Paystack's refund events carry the amount and id as text.
      amount: String(refund.amount),
      currency: refund.currency,
      processor: 'momo',
      customer: { first_name: null, last_name: null, email: transactions.get(refund.reference)?.email },
      integration: 100032,
      domain: 'test',
      id: String(refund.id),
    };
    const to = body.to ?? webhookUrl;
    return send(
      response,
      200,
      await deliverSigned({ secretKey, to, payload: { event, data }, signature: body.signature }),
    );
  }

  async function disputeEvent(request, response) {
    const body = (await readJson(request)) ?? {};
    const tx = transactions.get(body.reference);
    const event = body.event ?? 'charge.dispute.create';
    const resolved = event === 'charge.dispute.resolve';
    const data = {
      id: body.id ?? nextDispute++,
      refund_amount: null,
      currency: tx?.currency ?? 'GHS',
      status: resolved ? 'resolved' : 'awaiting-merchant-feedback',
      resolution: resolved ? (body.resolution ?? 'merchant-accepted') : null,
      domain: 'test',
      transaction: tx
        ? { id: tx.id, reference: tx.reference, amount: tx.amount, currency: tx.currency, status: tx.status }
        : { id: 1, reference: body.reference, amount: body.amount ?? 100, currency: 'GHS', status: 'success' },
      category: 'chargeback',
      customer: { email: tx?.email ?? null },
      dueAt: body.dueAt ?? null,
      resolvedAt: resolved ? new Date().toISOString() : null,
      note: null,
      history: [],
      messages: [],
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    };
    const to = body.to ?? webhookUrl;
    const delivered = await deliverSigned({ secretKey, to, payload: { event, data }, signature: body.signature });
    return send(response, 200, { ...delivered, id: data.id });
  }

  /** Answers the request when it is one of these routes (true), or leaves it to the rest of the fake (false). */
  return async function route(request, response, url, authorised) {
    const path = url.pathname;
    if (path === '/_control/refunds') {
      const reference = url.searchParams.get('reference');
      send(response, 200, {
        refunds: refunds.filter((refund) => refund.reference === reference),
        asked: asked.filter((body) => body.transaction === reference),
      });
    } else if (path === '/_control/refund-event' && request.method === 'POST') await refundEvent(request, response);
    else if (path === '/_control/dispute-event' && request.method === 'POST') await disputeEvent(request, response);
    else if (path !== '/refund') return false;
    else if (!authorised) send(response, 401, { status: false, message: 'Invalid key' });
    else if (request.method === 'POST') await create(request, response);
    else {
      // One transaction's refunds, or every refund of a period, a page at a time.
      const reference = url.searchParams.get('transaction');
      const chosen = reference ? refunds.filter((refund) => refund.reference === reference) : refunds;
      const { data, meta } = page(chosen, url);
      send(response, 200, { status: true, message: 'Refunds retrieved', data: data.map(refundData), meta });
    }
    return true;
  };
}
