import 'server-only';
import { callPaystack, PaystackError, refused, text } from './paystack-api';

// Paystack's refunds API (https://paystack.com/docs/api/refund/): asking for money back on a transaction, and the
// refunds Paystack holds for one.

export interface RefundRequest {
  /** The transaction's reference. */
  reference: string;
  /** pesewas */
  amount: number;
  currency: string;
  /** Why, in the owner's words: kept by Paystack as the merchant's note. */
  reason: string;
}

/** A refund as Paystack describes it: its id, amount and status word ('pending', 'processing', 'processed', ...). */
export interface PaystackRefund {
  id: string;
  amount: number;
  status: string;
}

function refundOf(path: string, http: number, data: unknown): PaystackRefund {
  const record = (data ?? {}) as Record<string, unknown>;
  const id = typeof record.id === 'number' ? String(record.id) : text(record.id);
  const amount = Number(record.amount);
  const status = text(record.status);
  if (!id || !Number.isInteger(amount) || !status)
    throw new PaystackError('bad-answer', `${path}: a refund without id, amount or status`, http);
  return { id, amount, status };
}

/** POST /refund. Throws PaystackError when Paystack refuses (4xx: 'refused') or cannot say (the other kinds). */
export async function createRefund(request: RefundRequest): Promise<PaystackRefund> {
  const path = '/refund';
  const body = JSON.stringify({
    transaction: request.reference,
    amount: request.amount,
    currency: request.currency,
    merchant_note: request.reason,
  });
  const { http, body: answer } = await callPaystack(path, { method: 'POST', body });
  if (http !== 200 || answer.status !== true) throw refused(path, http, answer);
  return refundOf(path, http, answer.data);
}

/**
 * GET /refund?transaction=: the refunds Paystack holds for one transaction (one page of 50 is far more than any
 * order has).
 */
export async function listRefunds(reference: string): Promise<PaystackRefund[]> {
  const path = `/refund?transaction=${encodeURIComponent(reference)}&perPage=50`;
  const { http, body } = await callPaystack(path, { method: 'GET' });
  if (http !== 200 || body.status !== true || !Array.isArray(body.data)) throw refused(path, http, body);
  return body.data.map((data) => refundOf(path, http, data));
}
