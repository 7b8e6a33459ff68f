// Signed Paystack events for the server's webhook, and transactions the fake Paystack holds as paid: what the
// refund and dispute suites feed the order book.
import { createHmac } from 'node:crypto';
import { POST as webhook } from '@/app/api/paystack/webhook/route';

export const MONEY_SECRET = 'sk_test_money';

export async function postEvent(payload: unknown, sign: 'right' | 'wrong' = 'right'): Promise<Response> {
  const raw = JSON.stringify(payload);
  const key = sign === 'right' ? MONEY_SECRET : 'not-the-secret';
  return webhook(
    new Request('http://shop.test/api/paystack/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', key).update(raw).digest('hex'),
      },
      body: raw,
    }),
  );
}

export const refundEvent = (event: string, id: string, reference: string, amount: number) => ({
  event,
  data: {
    status: event.replace('refund.', ''),
    transaction_reference: reference,
    refund_reference: null,
    amount: String(amount),
    currency: 'GHS',
    id,
  },
});

export const disputeEvent = (event: string, id: number, reference: string, dueAt: string | null) => ({
  event,
  data: {
    id,
    status: event === 'charge.dispute.resolve' ? 'resolved' : 'awaiting-merchant-feedback',
    resolution: event === 'charge.dispute.resolve' ? 'merchant-accepted' : null,
    transaction: { id: 1, reference, amount: 12_500, currency: 'GHS' },
    category: 'chargeback',
    dueAt,
  },
});

/** Puts a paid transaction into the fake, as if the buyer had paid `amount` under `reference`. */
export function paidAtFake(
  transactions: Map<string, Record<string, unknown>>,
  reference: string,
  amount: number,
  email = 'ama@example.com',
) {
  transactions.set(reference, {
    id: transactions.size + 1,
    reference,
    amount,
    currency: 'GHS',
    email,
    channels: ['mobile_money'],
    metadata: {},
    status: 'success',
    paidAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    verifyCalls: 0,
  });
}
