import type PaystackPop from '@paystack/inline-js';
import type { PaymentMode } from '@/lib/payment/checkout-request';

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

/** Which Paystack channel each Payment Mode opens. */
export const PAYSTACK_CHANNELS: Record<PaymentMode, string[]> = {
  Momo: ['mobile_money'],
  Card: ['card'],
};

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

/**
 * Opens Paystack's popup for one payment attempt. Resolves once the popup is showing; rejects if the library cannot
 * be loaded or refuses the parameters. Each attempt reports exactly one outcome, even if the library calls back twice.
 */
export async function openPaystackPopup(
  request: PaystackPaymentRequest,
  callbacks: PaystackPaymentCallbacks,
): Promise<void> {
  const pop = await loadPopup();
  let settled = false;
  const once =
    <Args extends unknown[]>(handler: (...args: Args) => void) =>
    (...args: Args) => {
      if (settled) return;
      settled = true;
      handler(...args);
    };

  pop.newTransaction({
    key: request.key,
    email: request.email,
    amount: request.amount,
    currency: 'GHS',
    reference: request.reference,
    channels: PAYSTACK_CHANNELS[request.paymentMode],
    metadata: request.metadata,
    onSuccess: once((transaction) => callbacks.onSuccess(transaction?.reference || request.reference)),
    onCancel: once(() => callbacks.onClose()),
    onError: once((error) => callbacks.onError(error?.message ?? 'Paystack could not start the payment.')),
  });
}
