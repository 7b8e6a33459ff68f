import 'server-only';
import type { AppDatabase } from '@/lib/server/db/client';
import { paystackStatus, refundOfEvent, type RefundEvent } from '@/lib/paystack/refund-book';
import { lockOrder, moveRefund } from './refund-ledger';

// Paystack's signed refund events (refund.pending, refund.processing, refund.processed, refund.failed) settle the
// refunds the console asked for. A refund made elsewhere (Paystack's dashboard) is written into the book as it comes,
// so the order book always knows where the money went.

export type RefundEventOutcome = 'unknown-order' | 'moved' | 'unchanged';

export async function applyRefundEvent(db: AppDatabase, event: RefundEvent): Promise<RefundEventOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, event.reference);
    if (!order) return 'unknown-order';
    const refund = await refundOfEvent(tx, event);
    const { moved } = await moveRefund(tx, refund, paystackStatus(event.status), { paystackId: event.paystackId });
    return moved ? 'moved' : 'unchanged';
  });
}
