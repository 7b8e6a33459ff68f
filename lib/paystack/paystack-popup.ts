import type PaystackPop from '@paystack/inline-js';
import type { PaymentMode } from '@/lib/server/db/stored-values';
import { PAYSTACK_CHANNELS } from '@/lib/paystack/paystack-terms';
import { SHOP_CURRENCY } from '@/content/schema/money';

export interface PaystackPaymentRequest {
  key: string;
  email: string;
  /** In pesewas, exactly as the server priced it. */
  amount: number;
  reference: string;
  paymentMode: PaymentMode;
  metadata: {
    name: string;
    phone: string;
    shop: string;
    products: { name: string; quantity: number; price: number }[];
  };
}

export interface PaystackPaymentCallbacks {
  onSuccess: (reference: string) => void;
  onClose: () => void;
  onError: (message: string) => void;
}

// One popup per page: the library adds its two iframes to the page each time it is constructed.
let popup: Promise<PaystackPop> | null = null;

function loadPopup(): Promise<PaystackPop> {
  if (!popup) {
    // Downloaded on the first Pay Now only, so visitors who never pay never pay for the library's bytes.
    popup = import('@paystack/inline-js').then(({ default: Pop }) => new Pop());
    // A failed download (flaky mobile data) may be retried by the next Pay Now.
    popup.catch(() => {
      popup = null;
    });
  }
  return popup;
}

/** Wraps the callbacks so each attempt reports exactly one outcome, even if the library calls back twice. */
function oneOutcome(callbacks: PaystackPaymentCallbacks, reference: string) {
  let settled = false;
  const once =
    <Args extends unknown[]>(handler: (...args: Args) => void) =>
    (...args: Args) => {
      if (settled) return;
      settled = true;
      handler(...args);
    };
  return {
    onSuccess: once((transaction?: { reference?: string }) => callbacks.onSuccess(transaction?.reference || reference)),
    onCancel: once(() => callbacks.onClose()),
    onError: once((error?: { message?: string }) =>
      callbacks.onError(error?.message ?? 'Paystack could not start the payment.'),
    ),
  };
}

/**
 * Opens the transaction the server fixed at Paystack, by its access code: amount, currency, channels and metadata
 * are Paystack's record, so nothing in this page can change what is charged.
 */
export async function resumePaystackPopup(
  accessCode: string,
  reference: string,
  callbacks: PaystackPaymentCallbacks,
): Promise<void> {
  const pop = await loadPopup();
  pop.resumeTransaction(accessCode, oneOutcome(callbacks, reference));
}

/**
 * Fallback without the server's secret key: the page configures the popup itself.
 * Opens Paystack's popup for one payment attempt. Resolves once the popup is showing; rejects if the library cannot
 * be loaded or refuses the parameters. Each attempt reports exactly one outcome, even if the library calls back twice.
 */
export async function openPaystackPopup(
  request: PaystackPaymentRequest,
  callbacks: PaystackPaymentCallbacks,
): Promise<void> {
  const pop = await loadPopup();
  pop.newTransaction({
    key: request.key,
    email: request.email,
    amount: request.amount,
    currency: SHOP_CURRENCY,
    reference: request.reference,
    channels: PAYSTACK_CHANNELS[request.paymentMode],
    metadata: request.metadata,
    ...oneOutcome(callbacks, request.reference),
  });
}
