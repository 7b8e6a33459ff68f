import 'server-only';
import type { QueuedMail } from '@/lib/server/mail/outbox';
import { money } from '@/lib/shop/orders/order-mails';
import { shopAddress } from '@/lib/server/mail/shop-address';
import type { Order } from '@/lib/shop/orders/order-types';

// The shop's mails about its stock: a product falling to its low-stock threshold, and an order paid after its units
// were gone. Each is keyed so that it is queued once whatever repeats.

export interface LowStockNotice {
  productId: number;
  name: string;
  available: number;
  threshold: number;
  /** The ledger line that crossed the threshold: one mail per crossing. */
  ledgerId: number;
}

export function lowStockMail(notice: LowStockNotice): QueuedMail {
  const left = notice.available === 0 ? 'sold out' : `${notice.available} left`;
  return {
    reference: `stock-${notice.productId}`,
    kind: `low-${notice.ledgerId}`,
    recipient: shopAddress(),
    subject: `Low stock: ${notice.name} (${left})`,
    body: [
      `${notice.name} has ${notice.available} available to buy (the low-stock mark is ${notice.threshold}).`,
      'Units held for orders not yet paid are not counted as available.',
      '',
      'To set the new count after a delivery, open the product in the console and change its Stock.',
    ].join('\n'),
  };
}

/** The owner's one mail about an order paid with too few units left: who paid, for what, and the two ways out. */
export function oversoldMail(order: Order, short: readonly { name: string; quantity: number }[]): QueuedMail {
  return {
    reference: order.reference,
    kind: 'oversold',
    recipient: shopAddress(),
    subject: `Oversold: order ${order.reference} was paid but the stock is gone`,
    body: [
      `Order ${order.reference} was paid (${money(order.amount, order.currency)}) after its hold ended, and these`,
      'units had been sold or held for others meanwhile:',
      '',
      ...short.map((line) => `- ${line.quantity} x ${line.name}`),
      '',
      `Customer: ${order.customer.name}, ${order.customer.phone}, ${order.customer.email}`,
      '',
      'Decide in the console: refund the buyer, or restock and fulfil the order.',
    ].join('\n'),
  };
}
