import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { fakePaystackApiUrl, sendWebhook, signPaystack } from './support/fake-paystack-api-client';
import { expectOneMailEach, mailsFor } from './support/mail-capture-client';
import { uniqueEmail } from './support/shop-helpers';
import { twoProducts } from './support/catalogue';

// Server-side guarantees of the payment API, checked once (desktop project only: nothing here depends on the width).

const WEBHOOK = '/api/paystack/webhook';

async function placeOrder(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag, 'api');
  const response = await request.post('/api/generateReference', {
    data: {
      name: 'Abena Osei',
      phone: '0541112223',
      email,
      paymentMode: 'Momo',
      items: [{ id: twoProducts()[1].id, quantity: 1 }],
    },
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as {
    reference: string;
    amount: number;
    accessCode: string;
    receiptUrl: string;
  };
  return { ...answer, email, key: new URL(answer.receiptUrl, 'http://x').searchParams.get('key')! };
}

async function orderStatus(request: APIRequestContext, reference: string, key: string): Promise<string> {
  const response = await request.get(`/api/orders/${reference}?key=${key}`);
  return ((await response.json()) as { status: string }).status;
}

/** The customer pays in Paystack's checkout (what the fake checkout frame's Pay button does). */
async function pay(accessCode: string) {
  await fetch(`${fakePaystackApiUrl}/_fake/charge/${accessCode}`, { method: 'POST' });
}

test.describe('the payment API', () => {
  test('a forged webhook is refused with 401 and changes nothing', async ({ request }) => {
    const order = await placeOrder(request, 'forged');
    for (const signature of ['wrong', 'none'] as const) {
      const sent = await sendWebhook(order.reference, { signature });
      expect(sent.status).toBe(401);
    }
    const raw = JSON.stringify({
      event: 'charge.success',
      data: { reference: order.reference, amount: order.amount, currency: 'GHS', status: 'success' },
    });
    const forged = await request.post(WEBHOOK, {
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'ab'.repeat(64) },
      data: Buffer.from(raw),
    });
    expect(forged.status()).toBe(401);
    expect(await forged.json()).toEqual({
      error: 'Missing or invalid x-paystack-signature.',
      requestId: expect.any(String),
    });
    expect(await orderStatus(request, order.reference, order.key)).toBe('pending');
    expect(await mailsFor(order.reference)).toEqual([]);
  });

  test('a replayed webhook and racing confirmations pay the order once, with one mail each', async ({ request }) => {
    const order = await placeOrder(request, 'race');
    await pay(order.accessCode);
    // The browser's return and Paystack's webhook at the same instant.
    const [verified, hooked] = await Promise.all([
      request.post(`/api/orders/${order.reference}/verify`, { data: { key: order.key } }),
      sendWebhook(order.reference),
    ]);
    expect(verified.status()).toBe(200);
    expect((await verified.json()).status).toBe('paid');
    expect(hooked.status).toBe(200);
    // Paystack retries the very same event.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const replay = await request.post(WEBHOOK, {
        headers: { 'content-type': 'application/json', 'x-paystack-signature': hooked.signature },
        data: Buffer.from(hooked.raw),
      });
      expect(replay.status()).toBe(200);
    }
    expect(await orderStatus(request, order.reference, order.key)).toBe('paid');
    await expectOneMailEach(order.reference, order.email);
  });

  test('a verified amount that differs from the order is amount_mismatch, never paid, and sends no mail', async ({
    request,
  }) => {
    const order = await placeOrder(request, 'mismatch');
    expect((await sendWebhook(order.reference, { amount: 100 })).status).toBe(200);
    expect(await orderStatus(request, order.reference, order.key)).toBe('amount_mismatch');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mailsFor(order.reference)).toEqual([]);
  });

  test('signed events it does not act on are acknowledged; malformed or oversized bodies get a reason', async ({
    request,
  }) => {
    // Sent as bytes: exactly what was signed, even when it is not JSON.
    const post = (raw: string) =>
      request.post(WEBHOOK, {
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystack(raw) },
        data: Buffer.from(raw),
      });
    expect((await post(JSON.stringify({ event: 'transfer.success', data: { reference: 'X' } }))).status()).toBe(200);
    expect(
      (
        await post(
          JSON.stringify({
            event: 'charge.success',
            data: { reference: 'NO-SUCH-ORDER', amount: 100, currency: 'GHS' },
          }),
        )
      ).status(),
    ).toBe(200);
    const malformed = await post('{"event": "charge.success", ');
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error).toBe('The event body is not valid JSON.');
    expect((await post(JSON.stringify({ event: 'charge.success', data: { amount: 'lots' } }))).status()).toBe(400);
    const huge = await post(JSON.stringify({ event: 'charge.success', data: { padding: 'x'.repeat(70 * 1024) } }));
    expect(huge.status()).toBe(413);
  });

  test('the order JSON and the receipt page: the same 404 for an unknown reference, a missing key and a wrong key', async ({
    request,
  }) => {
    const order = await placeOrder(request, 'lookup');
    const ok = await request.get(`/api/orders/${order.reference}?key=${order.key}`);
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({
      reference: order.reference,
      status: 'pending',
      amount: order.amount,
      currency: 'GHS',
      items: [
        {
          productId: twoProducts()[1].id,
          name: twoProducts()[1].name,
          unitPrice: order.amount,
          quantity: 1,
          lineTotal: order.amount,
        },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      paidAt: null,
    });
    const wrongs = [
      `/api/orders/${order.reference}?key=${order.key}x`,
      `/api/orders/${order.reference}`,
      `/api/orders/NO-SUCH-${Date.now()}?key=${order.key}`,
    ];
    for (const path of wrongs) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.json()).toEqual({ error: 'Order not found.', requestId: expect.any(String) });
    }
    for (const path of wrongs.map((api) => api.replace('/api', '')))
      expect((await request.get(path)).status(), path).toBe(404);
    const post = await request.post(`/api/orders/${order.reference}?key=${order.key}`, { data: {} });
    expect(post.status()).toBe(405);
    const verifyWrongKey = await request.post(`/api/orders/${order.reference}/verify`, { data: { key: 'wrong' } });
    expect(verifyWrongKey.status()).toBe(404);
  });
});
