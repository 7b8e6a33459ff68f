import 'server-only';
import { warnOnce } from '@/lib/server/env';
import { initializeTransaction, PaystackError, type InitializeRequest } from './paystack-api';
import { paystackSecretKey } from './paystack-settings';

// The second half of every Pay Now, whatever it pays for: once the thing is recorded (and what it holds is held),
// the transaction is fixed at Paystack. Recording first means a payment can always be matched to what it paid; if
// Paystack then fails, what was held is let go at once, since the buyer cannot pay from that page.

/** What the browser needs to pay: the popup's access code, and Paystack's own page for a browser without our code. */
export type OpenedPayment = { accessCode?: string; authorizationUrl?: string };

/**
 * Fixes the transaction at Paystack, or (without a secret key) leaves the popup to the browser. Null when Paystack
 * failed: `release` has then been run (a failure of its own is logged; what it held ends with the hold), and the
 * caller tells the buyer. The authorization URL is given only with a `callback_url`, the address Paystack's own page
 * sends the buyer back to.
 */
export async function openPayment(
  request: InitializeRequest,
  release: () => Promise<void>,
): Promise<OpenedPayment | null> {
  if (!paystackSecretKey()) {
    warnOnce(
      'PAYSTACK_SECRET_KEY',
      'PAYSTACK_SECRET_KEY is not set: the browser configures the Paystack popup and payments cannot be verified.',
    );
    return {};
  }
  try {
    const transaction = await initializeTransaction(request);
    const opened: OpenedPayment = { accessCode: transaction.accessCode };
    if (request.callback_url) opened.authorizationUrl = transaction.authorizationUrl;
    return opened;
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    const { reference } = request;
    console.error(
      `[payment] Paystack initialize failed for ${reference} (${error.kind}); it stays pending.`,
      error.message,
    );
    await release().catch((failure: unknown) =>
      console.error(`[payment] what ${reference} holds stays held until its hold ends:`, failure),
    );
    return null;
  }
}
