import 'server-only';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { refunds } from '@/lib/server/db/money-schema';
import { lockOrder, moveRefund, paystackStatus, unnamedRefund } from './refund-ledger';
import { DASHBOARD_REFUND } from './refund-words';

// Paystack's signed refund events (refund.pending, refund.processing, refund.processed, refund.failed) settle the
// refunds the console asked for. A refund made elsewhere (Paystack's dashboard) is written into the book as it comes,
// so the order book always knows where the money went.

export interface RefundEvent {
  /** Paystack's id for the refund. */
  paystackId: string;
  /** The refunded transaction's reference: our order's. */
  reference: string;
  /** pesewas */
  amount: number;
  /** Paystack's status word. */
  status: string;
}

export type RefundEventOutcome = 'unknown-order' | 'moved' | 'unchanged';

export async function applyRefundEvent(db: AppDatabase, event: RefundEvent): Promise<RefundEventOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, event.reference);
    if (!order) return 'unknown-order';
    const [known] = await tx.select().from(refunds).where(eq(refunds.paystackId, event.paystackId)).limit(1);
    // Not named yet: the console's request whose answer has not been recorded, or one made in Paystack's dashboard.
    let refund = known ?? (await unnamedRefund(tx, event.reference, event.amount));
    if (!refund) {
      [refund] = await tx
        .insert(refunds)
        .values({
          reference: event.reference,
          amount: event.amount,
          reason: DASHBOARD_REFUND.reason,
          status: 'asking',
          requestKey: `paystack-${event.paystackId}`,
          paystackId: event.paystackId,
          actorId: DASHBOARD_REFUND.actor,
          actorEmail: DASHBOARD_REFUND.actor,
        })
        .returning();
    }
    const { moved } = await moveRefund(tx, refund, paystackStatus(event.status), { paystackId: event.paystackId });
    return moved ? 'moved' : 'unchanged';
  });
}
