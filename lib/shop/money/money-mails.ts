import 'server-only';
import type { Order } from '@/lib/shop/orders/order-types';
import { refundState } from '@/lib/shop/money/refund-words';
import type { QueuedMail } from '@/lib/server/mail/outbox';
import { buyerMailEnd, money } from '@/lib/shop/orders/order-mails';
import { shopAddress } from '@/lib/server/mail/shop-address';

// The mails about money after a payment: the buyer's when a refund is on its way, the shop's at each step of a dispute.

/** The buyer's one mail for a refund Paystack has sent; keyed by the refund, so it is queued once whatever repeats. */
export function refundMail(order: Order, refund: { id: number; amount: number }): QueuedMail {
  const amount = money(refund.amount, order.currency);
  const state = refundState(order);
  return {
    reference: order.reference,
    kind: `refund-${refund.id}`,
    recipient: order.customer.email,
    subject: `Your refund of ${amount} for order ${order.reference}`,
    body: [
      `Dear ${order.customer.name},`,
      '',
      `We have sent ${amount} of your order ${order.reference} back to you, to the mobile money wallet or card you paid with.`,
      'Depending on your bank or mobile money provider, it can take a few days to show in your account.',
      ...(state
        ? [
            '',
            `Your order is now: ${state} (${money(order.refunded, order.currency)} of ${money(order.amount, order.currency)}).`,
          ]
        : []),
      ...buyerMailEnd(order),
    ].join('\n'),
  };
}

const disputeNews: Record<string, string> = {
  'charge.dispute.create': 'The buyer’s bank disputes this payment.',
  'charge.dispute.remind': 'Reminder: Paystack is waiting for the shop’s answer to a dispute of this payment.',
  'charge.dispute.resolve': 'The dispute of this payment is resolved.',
};

export interface DisputeNotice {
  event: string;
  /** The dispute event's own row: the mail's key, so each event is mailed once. */
  eventId: number;
  dueAt: Date | null;
  resolution: string | null;
}

/** The shop's mail at each dispute event: what happened, by when Paystack needs an answer, and where to give it. */
export function disputeMail(order: Order, notice: DisputeNotice): QueuedMail {
  return {
    reference: order.reference,
    kind: `dispute-${notice.eventId}`,
    recipient: shopAddress(),
    subject: `Dispute on order ${order.reference}: ${notice.event.replace('charge.dispute.', '')}`,
    body: [
      disputeNews[notice.event] ?? `Paystack sent ${notice.event}.`,
      '',
      `Reference: ${order.reference}`,
      `Paid: ${money(order.amount, order.currency)} by ${order.customer.name} (${order.customer.phone}, ${order.customer.email})`,
      ...(notice.dueAt
        ? [
            `Paystack needs the shop’s answer by: ${notice.dueAt.toISOString().slice(0, 16).replace('T', ' ')} (Ghana time)`,
          ]
        : []),
      ...(notice.resolution ? [`Resolution: ${notice.resolution}`] : []),
      '',
      'Answer the dispute in Paystack’s dashboard (Transactions, then Disputes), with proof that the order was delivered.',
    ].join('\n'),
  };
}
