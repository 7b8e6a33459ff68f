// Where the fake Paystack API (fake-paystack-api.mjs) listens: the same rule as playwright.config.ts, and what the
// tests ask it. The secret key is the e2e site's; tests use it only to sign webhooks the way Paystack does.
import { createHmac } from 'node:crypto';

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const fakePaystackPort = Number(process.env.FAKE_PAYSTACK_PORT ?? e2ePort + 2);
export const fakePaystackApiUrl = `http://127.0.0.1:${fakePaystackPort}`;
export const E2E_PAYSTACK_SECRET = process.env.PAYSTACK_SECRET_KEY ?? 'sk_test_e2e_secret_9d41c7';

export interface InitializeBody {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  channels: string[];
  metadata: {
    name: string;
    phone: string;
    shop: string;
    products: { id: number; name: string; quantity: number; price: number }[];
  };
}

/** What the site asked Paystack to charge for this customer. */
export async function initializedFor(email: string): Promise<InitializeBody[]> {
  return (await fetch(`${fakePaystackApiUrl}/_control/initialized?email=${encodeURIComponent(email)}`)).json();
}

export async function fakeTransaction(
  reference: string,
): Promise<{ status: string; amount: number; verifyCalls: number }> {
  return (await fetch(`${fakePaystackApiUrl}/_control/transactions/${encodeURIComponent(reference)}`)).json();
}

export interface SentWebhook {
  status: number;
  body: string;
  raw: string;
  signature: string;
}

/** Paystack sends charge.success (signed with the secret key) to the site, as after a payment approved on the phone. */
export async function sendWebhook(
  reference: string,
  options: { signature?: 'wrong' | 'none'; amount?: number } = {},
): Promise<SentWebhook> {
  const response = await fetch(`${fakePaystackApiUrl}/_control/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference, ...options }),
  });
  return response.json();
}

export function signPaystack(raw: string): string {
  return createHmac('sha512', E2E_PAYSTACK_SECRET).update(raw).digest('hex');
}

export interface FakeRefunds {
  refunds: { id: number; amount: number; status: string }[];
  /** Every POST /refund the site made for this transaction, as sent. */
  asked: { transaction: string; amount: number; merchant_note: string }[];
}

export async function refundsAt(reference: string): Promise<FakeRefunds> {
  return (await fetch(`${fakePaystackApiUrl}/_control/refunds?reference=${encodeURIComponent(reference)}`)).json();
}

/** Paystack tells `site` (signed) that a refund moved on: 'refund.processed' once the money is sent. */
export async function sendRefundEvent(site: string, id: number, event = 'refund.processed'): Promise<number> {
  const response = await fetch(`${fakePaystackApiUrl}/_control/refund-event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, event, to: `${site}/api/paystack/webhook` }),
  });
  return ((await response.json()) as { status: number }).status;
}

/** Tells the fake Paystack something happened there that the site was not told of (see fake-paystack-list.mjs). */
export async function fakeControl(path: 'settle' | 'add-transaction', body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${fakePaystackApiUrl}/_control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake Paystack ${path}: HTTP ${response.status}`);
}

/** Paystack tells `site` (signed) that the buyer's bank disputes the payment of `reference`. */
export async function sendDisputeEvent(site: string, reference: string, dueAt: string): Promise<number> {
  const response = await fetch(`${fakePaystackApiUrl}/_control/dispute-event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference, event: 'charge.dispute.create', dueAt, to: `${site}/api/paystack/webhook` }),
  });
  return ((await response.json()) as { status: number }).status;
}
