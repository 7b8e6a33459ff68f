import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { disputeEvents, disputes } from '@/lib/server/db/money-schema';
import { orders } from '@/lib/server/db/schema';
import { disputeMail } from '@/lib/shop/money/money-mails';
import { queueMail } from '@/lib/server/mail/outbox';
import { toOrder } from '@/lib/shop/orders/order-row';
import { lockOrder } from '@/lib/shop/money/refund-ledger';
import type { DisputeEvent } from '@/lib/paystack/paystack-events';

// Paystack's signed dispute events (charge.dispute.create, .remind, .resolve): each is written on the order once,
// however often Paystack delivers it, with one mail to the shop; the order reads 'Disputed' until every dispute of
// it is resolved.

export type DisputeEventOutcome = 'unknown-order' | 'repeated' | 'recorded';

export async function applyDisputeEvent(db: AppDatabase, event: DisputeEvent): Promise<DisputeEventOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockOrder(tx, event.reference))) return 'unknown-order';
    const [row] = await tx
      .insert(disputeEvents)
      .values({
        disputeId: event.disputeId,
        reference: event.reference,
        event: event.name,
        eventKey: event.key,
        dueAt: event.dueAt,
        detail: event.detail,
      })
      .onConflictDoNothing({ target: disputeEvents.eventKey })
      .returning();
    if (!row) return 'repeated';
    const now = new Date();
    const state = {
      status: event.status,
      lastEvent: event.name,
      amount: event.amount,
      dueAt: event.dueAt,
      resolution: event.resolution,
      resolvedAt: event.resolvedAt,
      updatedAt: now,
    };
    await tx
      .insert(disputes)
      .values({ paystackId: event.disputeId, reference: event.reference, ...state })
      .onConflictDoUpdate({ target: disputes.paystackId, set: state });
    const open = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(and(eq(disputes.reference, event.reference), ne(disputes.status, 'resolved')))
      .limit(1);
    const [order] = await tx
      .update(orders)
      .set({ disputeOpen: open.length > 0, updatedAt: now })
      .where(eq(orders.reference, event.reference))
      .returning();
    await queueMail(tx, [
      disputeMail(toOrder(order), {
        event: event.name,
        eventId: row.id,
        dueAt: event.dueAt,
        resolution: event.resolution,
      }),
    ]);
    return 'recorded';
  });
}
