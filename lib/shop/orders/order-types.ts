import type { ShopCurrency } from '@/content/schema/money';
import type { FulfilmentStep, OrderLine, OrderStatus, PaymentMode } from '@/lib/server/db/stored-values';

// The shapes of the order book, free of any server code so the browser side may use them too. The words each column
// stores (statuses, steps, Payment Modes) are listed once, in lib/server/db/stored-values.ts.

/** The buyer's choice, as priced by the server when the order was placed. */
export type OrderDelivery =
  | { method: 'pickup' }
  | {
      method: 'delivery';
      /** The delivery area's name as the buyer chose it (content may rename it later). */
      area: string;
      /** pesewas, included in the order's amount */
      fee: number;
      address: string;
      /** GhanaPost GPS digital address, normalised ('GA-183-8164'), when the buyer gave one. */
      gps: string | null;
    };

export interface Order {
  reference: string;
  /**
   * Unguessable token (>= 128 bits, url-safe), made by recordOrder and given only to the browser that placed the order.
   */
  receiptKey: string;
  status: OrderStatus;
  /** pesewas: the products' sum plus the delivery fee */
  amount: number;
  currency: ShopCurrency;
  lines: OrderLine[];
  customer: { name: string; phone: string; email: string };
  paymentMode: PaymentMode;
  delivery: OrderDelivery;
  fulfilment: FulfilmentStep;
  /** pesewas Paystack has sent back to the buyer (refunds it reports processed) */
  refunded: number;
  /** Whether the buyer's bank disputes the payment and Paystack has not resolved it yet. */
  disputeOpen: boolean;
  createdAt: Date;
  updatedAt: Date;
  paidAt: Date | null;
}

export type NewOrder = Omit<
  Order,
  'receiptKey' | 'status' | 'fulfilment' | 'refunded' | 'disputeOpen' | 'createdAt' | 'updatedAt' | 'paidAt'
>;
