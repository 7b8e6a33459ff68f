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
}

export const REFERENCE_ENDPOINT = '/api/generateReference';
