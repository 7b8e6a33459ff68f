import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { disputeEvents, refunds } from '@/lib/server/db/money-schema';
import { fulfilmentEvents, orderEvents, orderNotes, orders } from '@/lib/server/db/schema';
import { isStorableText } from '@/lib/server/db/storable';
import { toOrder } from '@/lib/shop/orders/order-row';
import type { Order } from '@/lib/shop/orders/order-types';
import { oversoldAmong } from '@/lib/shop/stock/stock-counts';

// Everything the console shows about one order: the order, each payment status change with its source and time,
// each fulfilment step with who and when, the staff's notes, the refunds and the dispute events, oldest first.

export type PaymentEvent = typeof orderEvents.$inferSelect;
export type StepEvent = typeof fulfilmentEvents.$inferSelect;
type OrderNote = typeof orderNotes.$inferSelect;
export type RefundEntry = typeof refunds.$inferSelect;
export type DisputeEntry = typeof disputeEvents.$inferSelect;

export interface OrderDetail {
  /** `oversold`: paid for units that were gone, for the owner to refund or restock. */
  order: Order & { oversold: boolean };
  payments: PaymentEvent[];
  steps: StepEvent[];
  notes: OrderNote[];
  refunds: RefundEntry[];
  disputes: DisputeEntry[];
}

export async function orderDetail(db: AppDatabase, reference: string): Promise<OrderDetail | null> {
  // The order's page asks with whatever its address holds: text no column can hold names no order.
  if (!isStorableText(reference)) return null;
  // One snapshot for the order and its history: a payment settled between two reads would otherwise show the order
  // still waiting under a history that says it was paid.
  return db.transaction(
    async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.reference, reference)).limit(1);
      if (!row) return null;
      const [payments, steps, notes, refundRows, disputeRows] = [
        await tx.select().from(orderEvents).where(eq(orderEvents.reference, reference)).orderBy(asc(orderEvents.id)),
        await tx
          .select()
          .from(fulfilmentEvents)
          .where(eq(fulfilmentEvents.reference, reference))
          .orderBy(asc(fulfilmentEvents.id)),
        await tx.select().from(orderNotes).where(eq(orderNotes.reference, reference)).orderBy(asc(orderNotes.id)),
        await tx.select().from(refunds).where(eq(refunds.reference, reference)).orderBy(asc(refunds.id)),
        await tx
          .select()
          .from(disputeEvents)
          .where(eq(disputeEvents.reference, reference))
          .orderBy(asc(disputeEvents.id)),
      ];
      const oversold = (await oversoldAmong(tx, [reference])).has(reference);
      return {
        order: { ...toOrder(row), oversold },
        payments,
        steps,
        notes,
        refunds: refundRows,
        disputes: disputeRows,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
