import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { fulfilmentEvents, orders } from '@/lib/server/db/schema';
import { fulfilmentMail, isTellingStep } from '@/lib/shop/orders/fulfilment-mails';
import { queueMail } from '@/lib/server/mail/outbox';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import { returnOrderStock } from '@/lib/shop/stock/stock-order';
import { canFulfil, nextSteps } from './fulfilment-path';
import { toOrder } from './order-row';
import type { Order } from './order-types';
import type { FulfilmentStep } from '@/lib/server/db/stored-values';

// Moving a paid order to its next step. The order's row is locked and the change is made only from the step the
// staff member saw, so two people (or one double tap) moving the same order at once give one change, one history
// entry and at most one e-mail; the other is told the order moved meanwhile and sees it as it is now.

export type StepOutcome =
  | { kind: 'moved'; order: Order; tellsBuyer: boolean }
  | { kind: 'already'; order: Order }
  | { kind: 'conflict'; order: Order }
  | { kind: 'not-allowed' | 'not-paid'; order: Order }
  | { kind: 'unknown' };

export interface StepRequest {
  reference: string;
  /** The step the staff member saw when they pressed the button. */
  from: FulfilmentStep;
  to: FulfilmentStep;
  /** Required for 'cancelled'. */
  reason?: string;
}

export async function moveFulfilment(db: AppDatabase, actor: Actor, request: StepRequest): Promise<StepOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.reference, request.reference)).for('update');
    if (!row) return { kind: 'unknown' };
    const order = toOrder(row);
    if (!canFulfil(order.status)) return { kind: 'not-paid', order };
    if (order.fulfilment === request.to) return { kind: 'already', order };
    if (order.fulfilment !== request.from) return { kind: 'conflict', order };
    if (!nextSteps(order.delivery.method, order.fulfilment).includes(request.to)) return { kind: 'not-allowed', order };
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({ fulfilment: request.to, updatedAt: now })
      .where(and(eq(orders.reference, request.reference), eq(orders.fulfilment, request.from)))
      .returning();
    if (!updated) return { kind: 'conflict', order };
    const reason = request.to === 'cancelled' ? (request.reason ?? null) : null;
    await tx.insert(fulfilmentEvents).values({
      reference: request.reference,
      fromStep: request.from,
      toStep: request.to,
      reason,
      actorId: actor.id ?? '',
      actorEmail: actor.email ?? '',
      at: now,
    });
    // A cancelled order's units go back on the shelf, once (the step changes once, and the ledger takes them once).
    if (request.to === 'cancelled') await returnOrderStock(tx, request.reference, 'cancel', actor.email ?? 'unknown');
    const moved = toOrder(updated);
    const tellsBuyer = isTellingStep(request.to);
    // In the same transaction: the step and its e-mail are recorded together or not at all, and only once.
    if (isTellingStep(request.to)) await queueMail(tx, [fulfilmentMail(request.to, moved)]);
    await logActivity(tx, actor, 'fulfilment_step', {
      reference: request.reference,
      detail: { from: request.from, to: request.to, ...(reason ? { reason } : {}) },
    });
    return { kind: 'moved', order: moved, tellsBuyer };
  });
}
