import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import type { PaystackEvent } from '@/lib/paystack/paystack-events';
import type { PaymentEvents } from '@/lib/paystack/paystack-webhook';
import { applyDisputeEvent } from '@/lib/shop/money/dispute-events';
import { applyRefundEvent } from '@/lib/shop/money/refund-events';
import { settleAndNotify } from './settle';

// What Paystack's events do to the order book: a charge pays an order, a refund or a dispute moves its money. Each
// says in one line what happened, for the log, or null when the reference is no order's.

/** A mail the event queued goes out in the background: Paystack is answered at once; a queued mail is never lost. */
const sendQueued = () => deliverQueuedMailSoon();

export const orderPaymentEvents: PaymentEvents = async (event: PaystackEvent) => {
  const { name, reference } = event;
  if (event.type === 'charge') {
    const { amount, currency } = event;
    const order = await settleAndNotify(reference, { kind: 'success', amount, currency }, 'webhook');
    return order && `charge.success for ${order.reference}; the order is ${order.status}.`;
  }
  const { db } = await getDatabase();
  if (event.type === 'refund') {
    const { paystackId, amount, status } = event;
    const outcome = await applyRefundEvent(db, { paystackId, reference, amount, status });
    if (outcome === 'moved') sendQueued();
    return outcome === 'unknown-order' ? null : `${name} for ${reference} (refund ${paystackId}): ${outcome}.`;
  }
  const outcome = await applyDisputeEvent(db, event);
  if (outcome === 'recorded') sendQueued();
  return outcome === 'unknown-order' ? null : `${name} for ${reference} (dispute ${event.disputeId}): ${outcome}.`;
};
