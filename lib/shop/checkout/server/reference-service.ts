import 'server-only';
import { PAYSTACK_REFERENCE } from '@/lib/paystack/paystack-terms';

/** What the organisation's cloud reference service expects; `amount` is in cedis. */
export interface UpstreamReferencePayload {
  accountName: string;
  accountNumber: string;
  shop: string;
  amount: number;
  email: string;
  action: 'buy';
}

export type UpstreamOutcome = { ok: true; reference: string } | { ok: false; reason: 'empty' | 'timeout' | 'failed' };

/** One deadline for the whole call, retries and pauses included. */
export const UPSTREAM_TIMEOUT_MS = 8_000;
/** Extra attempts after a network error or a 5xx answer. */
const UPSTREAM_RETRIES = 2;
/** Pause before the first retry; it doubles for each further one. */
const UPSTREAM_BACKOFF_MS = 300;

class DeadlineError extends Error {}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DeadlineError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DeadlineError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function readReference(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data === 'number' && Number.isFinite(data)) return String(data);
  if (typeof data === 'string' && data.trim() !== '') return data.trim();
  return null;
}

/**
 * Asks the cloud service for a payment reference. Retries network errors and 5xx answers (at most UPSTREAM_RETRIES
 * times, with a doubling pause) inside one overall deadline; never throws.
 */
export async function askReferenceService(url: string, payload: UpstreamReferencePayload): Promise<UpstreamOutcome> {
  const deadline = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
  const timedOut = (): UpstreamOutcome => {
    console.error(`Payment reference service: no answer within ${UPSTREAM_TIMEOUT_MS} ms.`);
    return { ok: false, reason: 'timeout' };
  };
  // After a failed attempt: null once the doubling pause is over and another attempt may go, else the outcome.
  const retryLater = async (attempt: number): Promise<UpstreamOutcome | null> => {
    if (attempt >= UPSTREAM_RETRIES) return { ok: false, reason: 'failed' };
    try {
      await pause(UPSTREAM_BACKOFF_MS * 2 ** attempt, deadline);
      return null;
    } catch {
      return timedOut();
    }
  };

  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: deadline,
        cache: 'no-store',
      });
    } catch (error) {
      if (deadline.aborted) return timedOut();
      console.error(`Payment reference service: network error (attempt ${attempt + 1}).`, error);
      const end = await retryLater(attempt);
      if (end) return end;
      continue;
    }

    if (response.status >= 500) {
      console.error(`Payment reference service: HTTP ${response.status} (attempt ${attempt + 1}).`);
      await response.body?.cancel().catch(() => undefined);
      const end = await retryLater(attempt);
      if (end) return end;
      continue;
    }
    if (!response.ok) {
      console.error(`Payment reference service: HTTP ${response.status}; not retried.`);
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: 'failed' };
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (deadline.aborted) return timedOut();
      console.error('Payment reference service: the answer is not JSON.', error);
      return { ok: false, reason: 'failed' };
    }
    const reference = readReference(body);
    if (reference === null) {
      console.error('No reference generated in the response.');
      return { ok: false, reason: 'empty' };
    }
    if (!PAYSTACK_REFERENCE.test(reference)) {
      console.error('Payment reference service: the reference has characters Paystack does not accept.');
      return { ok: false, reason: 'failed' };
    }
    return { ok: true, reference };
  }
}
