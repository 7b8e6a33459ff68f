import type { ShopCurrency } from '@/lib/money';
import type { PaymentMode } from '@/lib/checkout-shared/checkout-contract';

// The shapes of the order book, free of any server code so the browser side may use them too.

export const orderStatuses = ['pending', 'paid', 'failed', 'abandoned', 'amount_mismatch'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Who told us: the checkout creating it, the browser's return from the popup, our verify call, Paystack's webhook. */
export type StatusSource = 'checkout' | 'browser' | 'verify' | 'webhook';

export type { PaymentMode };

export interface OrderLine {
  productId: number;
  name: string;
  /** pesewas */
  unitPrice: number;
  quantity: number;
}

export interface Order {
  reference: string;
  /**
   * Unguessable token (>= 128 bits, url-safe), made by recordOrder and given only to the browser that placed the order.
   */
  receiptKey: string;
  status: OrderStatus;
  /** pesewas */
  amount: number;
  currency: ShopCurrency;
  lines: OrderLine[];
  customer: { name: string; phone: string; email: string };
  paymentMode: PaymentMode;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
}

export type NewOrder = Omit<Order, 'receiptKey' | 'status' | 'createdAt' | 'updatedAt' | 'paidAt'>;

/** What Paystack said about a payment, as verified with it (verify call or signed webhook). */
export type PaymentOutcome =
  | { kind: 'success'; amount: number; currency: string }
  | { kind: 'failed' }
  | { kind: 'abandoned' }
  | { kind: 'pending' };
