import 'server-only';
import { PAYSTACK_TIMEOUT_MS, paystackApiUrl, paystackSecretKey } from './paystack-settings';
import type { ShopCurrency } from '@/content/schema/money';

// The one place the server speaks to Paystack's API (https://paystack.com/docs/api/transaction/).

/** Why a call to Paystack did not give a usable answer. Never shown to visitors as such: callers map it to words. */
export type PaystackFailure = 'not-configured' | 'timeout' | 'unreachable' | 'refused' | 'bad-answer';

export class PaystackError extends Error {
  constructor(
    readonly kind: PaystackFailure,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

export interface PaystackCallOptions {
  /** Shorter than the usual deadline where a page waits on the answer. */
  timeoutMs?: number;
}

export interface InitializeRequest {
  email: string;
  /** In the currency's smallest unit (pesewas), as Paystack expects. */
  amount: number;
  currency: ShopCurrency;
  reference: string;
  channels: string[];
  metadata: Record<string, unknown>;
  /** Where Paystack's own checkout page sends the buyer back, with `?trxref=&reference=`; its popup ignores it. */
  callback_url?: string;
}

export interface InitializedTransaction {
  accessCode: string;
  authorizationUrl: string;
  reference: string;
}

/** What verify tells us: Paystack's status word, and what was actually charged. */
export interface VerifiedTransaction {
  status: string;
  reference: string;
  amount: number;
  currency: string;
  channel: string | null;
}

export type Envelope = { status?: unknown; message?: unknown; data?: unknown; meta?: unknown };

export async function callPaystack(
  path: string,
  init: RequestInit,
  { timeoutMs = PAYSTACK_TIMEOUT_MS }: PaystackCallOptions = {},
): Promise<{ http: number; body: Envelope }> {
  const secret = paystackSecretKey();
  if (!secret) throw new PaystackError('not-configured', 'PAYSTACK_SECRET_KEY is not set');
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${paystackApiUrl()}${path}`, {
      ...init,
      signal,
      headers: {
        authorization: `Bearer ${secret}`,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  } catch (error) {
    if (signal.aborted) throw new PaystackError('timeout', `Paystack did not answer ${path} within ${timeoutMs} ms`);
    throw new PaystackError('unreachable', `Paystack could not be reached for ${path}: ${String(error)}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    if (signal.aborted)
      throw new PaystackError('timeout', `Paystack did not finish answering ${path} within ${timeoutMs} ms`);
    throw new PaystackError(
      'bad-answer',
      `Paystack answered ${path} with HTTP ${response.status} and no JSON`,
      response.status,
    );
  }
  if (typeof body !== 'object' || body === null)
    throw new PaystackError('bad-answer', `Paystack answered ${path} with no object`, response.status);
  return { http: response.status, body: body as Envelope };
}

export function refused(path: string, http: number, body: Envelope): PaystackError {
  const message = typeof body.message === 'string' ? body.message : 'no message';
  const kind: PaystackFailure = http >= 500 ? 'unreachable' : 'refused';
  return new PaystackError(kind, `Paystack refused ${path} (HTTP ${http}): ${message}`, http);
}

export const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** POST /transaction/initialize: fixes amount, currency, reference and channels at Paystack before the popup opens. */
export async function initializeTransaction(request: InitializeRequest): Promise<InitializedTransaction> {
  const path = '/transaction/initialize';
  const { http, body } = await callPaystack(path, { method: 'POST', body: JSON.stringify(request) });
  if (http !== 200 || body.status !== true) throw refused(path, http, body);
  const data = (body.data ?? {}) as Record<string, unknown>;
  const accessCode = text(data.access_code);
  const authorizationUrl = text(data.authorization_url);
  const reference = text(data.reference);
  if (!accessCode || !authorizationUrl || !reference)
    throw new PaystackError('bad-answer', `${path}: no access_code, authorization_url or reference`, http);
  return { accessCode, authorizationUrl, reference };
}

/**
 * GET /transaction/verify/:reference. Null when Paystack does not know the reference (HTTP 400/404 with status false):
 * nothing was paid under it. Throws PaystackError when Paystack cannot say.
 */
export async function verifyTransaction(
  reference: string,
  options: PaystackCallOptions = {},
): Promise<VerifiedTransaction | null> {
  const path = `/transaction/verify/${encodeURIComponent(reference)}`;
  const { http, body } = await callPaystack(path, { method: 'GET' }, options);
  if ((http === 400 || http === 404) && body.status === false) return null;
  if (http !== 200 || body.status !== true) throw refused(path, http, body);
  const data = (body.data ?? {}) as Record<string, unknown>;
  const status = text(data.status);
  const currency = text(data.currency);
  const amount = data.amount;
  if (!status || !currency || typeof amount !== 'number' || !Number.isInteger(amount)) {
    throw new PaystackError('bad-answer', `${path}: no status, amount or currency`, http);
  }
  return { status, reference: text(data.reference) ?? reference, amount, currency, channel: text(data.channel) };
}
