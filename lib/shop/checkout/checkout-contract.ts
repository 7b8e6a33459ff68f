import type { ShopCurrency } from '@/content/schema/money';
import type { PaymentMode } from '@/lib/server/db/stored-values';
import type { DeliveryChoice } from '@/lib/shop/checkout/delivery-choice';
// The shapes the checkout drawer and POST /api/generateReference agree on. Safe for the browser: no secrets here.

/** The most different products one order may hold. */
export const MAX_ORDER_LINES = 50;

export interface CheckoutRequest {
  name: string;
  phone: string;
  email: string;
  paymentMode: PaymentMode;
  /** Only ids and quantities: the server prices the order itself. */
  items: { id: number; quantity: number }[];
  /** How the buyer receives it; left out, it is picked up at the centre. Never a fee: the server prices it. */
  delivery?: DeliveryChoice;
}

export type PlacedOrder = {
  reference: string;
  /** What Paystack must charge, in pesewas, as priced by the server (the delivery fee included). */
  amount: number;
  currency: ShopCurrency;
  /** The order's receipt, `/orders/{reference}?key={key}`: only this browser is given the key. */
  receiptUrl: string;
  /** Present when the server fixed the transaction at Paystack: the popup opens it and nothing else. */
  accessCode?: string;
  /**
   * Paystack's own checkout page for the transaction, when the order came from the checkout form posted without the
   * page's code: the browser is sent there, and Paystack sends it back to the receipt.
   */
  authorizationUrl?: string;
};

export const PLACE_ORDER_ENDPOINT = '/api/generateReference';

/** The checkout form /cart shows while the page's code has not run, and its field holding the form's own key. */
export const CHECKOUT_FORM_PATH = '/cart/checkout';
export const CHECKOUT_KEY_FIELD = 'key';
/** /cart?checkout=refused: sent back with a refusal, the page shows its sentence above what was typed. */
export const REFUSED_CHECKOUT_QUERY = { name: 'checkout', value: 'refused' } as const;

/** Where the browser asks the server to check a payment with Paystack once the popup reports success. */
export const verifyEndpoint = (reference: string) => `/api/orders/${encodeURIComponent(reference)}/verify`;

/** The order as JSON, for the receipt's live status. */
export const orderEndpoint = (reference: string, key: string) =>
  `/api/orders/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;
