// The shapes the checkout drawer and POST /api/generateReference agree on. Safe for the browser: no secrets here.

export const PAYMENT_MODES = ['Momo', 'Card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export interface CheckoutRequest {
  name: string;
  phone: string;
  email: string;
  paymentMode: PaymentMode;
  /** Only ids and quantities: the server prices the order itself. */
  items: { id: number; quantity: number }[];
}

export interface ReferenceAnswer {
  reference: string;
  /** What Paystack must charge, in pesewas, as priced by the server. */
  amount: number;
  currency: 'GHS';
  /** The order's receipt, `/orders/{reference}?key={key}`: only this browser is given the key. */
  receiptUrl: string;
  /** Present when the server fixed the transaction at Paystack: the popup opens it and nothing else. */
  accessCode?: string;
}

export const REFERENCE_ENDPOINT = '/api/generateReference';

/** Where the browser asks the server to check a payment with Paystack once the popup reports success. */
export const verifyEndpoint = (reference: string) => `/api/orders/${encodeURIComponent(reference)}/verify`;

/** The order as JSON, for the receipt's live status. */
export const orderEndpoint = (reference: string, key: string) =>
  `/api/orders/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}`;
