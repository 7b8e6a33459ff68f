import { checkoutMessages } from '@/lib/shop/checkout/checkout-messages';
import type { CheckoutRequest } from '@/lib/shop/checkout/checkout-contract';
import { confirmPayment } from '@/lib/shop/checkout/browser/confirm-payment';
import { openPaystackPopup, resumePaystackPopup, type PaystackPaymentCallbacks } from '@/lib/paystack/paystack-popup';
import { rememberReceipt } from '@/lib/shop/checkout/browser/receipt-history';
import { submitOrder } from '@/lib/shop/checkout/browser/submit-order';

// The checkout's steps after Pay Now, apart from React so they read (and are tested) as one story:
// record the order on the server, open Paystack, and on the popup's success ask the server what Paystack says.

/** What the flow does to the page; the drawer supplies these. */
export interface CheckoutEffects {
  alert: (message: string) => void;
  showError: (message: string) => void;
  /** The order is paid: empty the cart and reset the form. */
  completePurchase: () => void;
  goTo: (url: string) => void;
  /** Busy while the server checks the payment after the popup. */
  setBusy: (busy: boolean) => void;
}

export interface CheckoutContext {
  publicKey: string;
  shopName: string;
  /** The cart lines as the page shows them, only for the fallback popup's metadata. */
  lines: { name: string; quantity: number; price: number }[];
}

/** The popup said "paid": only our server's answer (from Paystack) decides what the visitor is told. */
export async function afterPopupSuccess(
  reference: string,
  receiptUrl: string,
  fallback: boolean,
  effects: CheckoutEffects,
): Promise<void> {
  effects.setBusy(true);
  const confirmation = await confirmPayment(reference, receiptUrl);
  effects.setBusy(false);
  // Without the secret key the server cannot ask Paystack: the popup's word is all there is, as before this check.
  const paid =
    confirmation.status === 'paid' || (fallback && confirmation.status === 'pending' && !confirmation.verified);
  if (paid) {
    effects.alert(checkoutMessages.success(reference));
    effects.completePurchase();
    effects.goTo(receiptUrl);
  } else if (confirmation.status === 'pending' || confirmation.status === 'unknown') {
    effects.alert(checkoutMessages.waiting(reference));
    effects.goTo(receiptUrl);
  } else if (confirmation.status === 'amount_mismatch') {
    effects.showError(checkoutMessages.mismatch(reference));
  } else {
    effects.showError(checkoutMessages.notPaid);
  }
}

/**
 * Pay Now, once the form is complete: resolves when the popup is showing or the attempt has failed (the error shown).
 * The server fixes the transaction when it can (access code); otherwise the page configures the popup itself.
 */
export async function startCheckout(
  order: CheckoutRequest,
  context: CheckoutContext,
  effects: CheckoutEffects,
): Promise<void> {
  const answer = await submitOrder(order);
  if (!answer.ok) {
    effects.showError(answer.message);
    return;
  }
  // Recorded on the server already: keep its receipt, so the visitor finds the order again whatever happens next.
  rememberReceipt({ reference: answer.reference, receiptUrl: answer.receiptUrl });
  const fallback = !answer.accessCode;
  const callbacks: PaystackPaymentCallbacks = {
    onSuccess: (reference) => void afterPopupSuccess(reference, answer.receiptUrl, fallback, effects),
    onClose: () => effects.alert(checkoutMessages.popupClosed),
    onError: (message) => {
      console.error('Paystack checkout error:', message);
      effects.showError(checkoutMessages.checkoutFailed);
    },
  };
  try {
    if (answer.accessCode) {
      await resumePaystackPopup(answer.accessCode, answer.reference, callbacks);
      return;
    }
    await openPaystackPopup(
      {
        key: context.publicKey,
        email: order.email,
        amount: answer.amount,
        reference: answer.reference,
        paymentMode: order.paymentMode,
        metadata: { name: order.name, phone: order.phone, shop: context.shopName, products: context.lines },
      },
      callbacks,
    );
  } catch (failure) {
    console.error('Failed to initiate checkout:', failure);
    effects.showError(checkoutMessages.checkoutFailed);
  }
}
