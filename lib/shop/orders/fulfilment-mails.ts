import 'server-only';
import { delivery } from '@/content/delivery';
import { site } from '@/content/site';
import type { Order } from '@/lib/shop/orders/order-types';
import type { FulfilmentStep } from '@/lib/server/db/stored-values';
import type { QueuedMail } from '@/lib/server/mail/outbox';
import { buyerMailEnd, receiptUrl } from './order-mails';

// What the buyer is told when their order reaches a step: one e-mail per step, and the same words as a ready-written
// WhatsApp message the console offers to send from the staff member's phone.

type TellingStep = Extract<FulfilmentStep, 'ready_for_pickup' | 'out_for_delivery' | 'completed'>;

const subjects: Record<TellingStep, (order: Order) => string> = {
  ready_for_pickup: (order) => `Your ${site.brand} order ${order.reference} is ready for pickup`,
  out_for_delivery: (order) => `Your ${site.brand} order ${order.reference} is on its way`,
  completed: (order) => `Your ${site.brand} order ${order.reference} is complete`,
};

function news(step: TellingStep, order: Order): string {
  switch (step) {
    case 'ready_for_pickup':
      return `your order ${order.reference} is ready. Please pick it up at ${delivery.pickup.place} (${delivery.pickup.hours}) and give the reference ${order.reference}.`;
    case 'out_for_delivery':
      return order.delivery.method === 'delivery'
        ? `your order ${order.reference} is on its way to ${order.delivery.address}. Please keep your phone with you: the rider may call.`
        : `your order ${order.reference} is on its way to you.`;
    case 'completed':
      return `your order ${order.reference} has been handed over. Thank you for shopping with ${site.brandFull}!`;
  }
}

export function isTellingStep(step: FulfilmentStep): step is TellingStep {
  return step in subjects;
}

/** The message as WhatsApp text: short, one paragraph, with the receipt. */
export function fulfilmentMessage(step: TellingStep, order: Order): string {
  return `Hello ${order.customer.name}, ${news(step, order)} Your receipt: ${receiptUrl(order)}`;
}

/** The buyer's e-mail for `step`. Its kind is the step, so the outbox holds at most one per order and step. */
export function fulfilmentMail(step: TellingStep, order: Order): QueuedMail {
  return {
    reference: order.reference,
    kind: step,
    recipient: order.customer.email,
    subject: subjects[step](order),
    body: [
      `Dear ${order.customer.name},`,
      '',
      `${news(step, order).replace(/^./, (first) => first.toUpperCase())}`,
      ...buyerMailEnd(order),
    ].join('\n'),
  };
}
