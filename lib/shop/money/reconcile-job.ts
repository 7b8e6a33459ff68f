import 'server-only';
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { orders } from '@/lib/server/db/schema';
import { repeatEvery } from '@/lib/server/runtime/repeat';
import { deliverQueuedMail } from '@/lib/server/mail/deliver';
import { PaystackError } from '@/lib/paystack/paystack-api';
import { pauseAfter, RECONCILE_WINDOW_MS, reconcileEveryMs } from '../orders/reconcile-settings';
import { settleWithPaystack } from '@/lib/shop/orders/settle';

// Orders whose webhook never came (a mobile-money approval after the buyer closed the page, a webhook that arrived
// while the database was down for longer than Paystack retries) are checked with Paystack by the shop itself. Every
// server runs this, and each order is claimed before it is checked (as the mail outbox does), so two servers never
// ask Paystack about the same order at once.

/** Longer than a round of checks can take; a claim left by a crashed server runs out after it. */
const CLAIM_MS = 2 * 60_000;
/** Orders checked in one round at most: a burst of old orders is spread over several minutes. */
const ROUND_SIZE = 50;

export interface RoundReport {
  checked: number;
  settled: number;
  /** Of the settled, those that turned paid (their mails are queued). */
  paid: number;
  /** Checks that Paystack could not answer; those orders are checked again later. */
  unanswered: number;
}

/** Claims the pending orders due a check (placed within the last 48 hours), for this caller only. */
async function claimDue(db: AppDatabase, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending'),
          lte(orders.nextReconcileAt, now),
          gte(orders.createdAt, new Date(now.getTime() - RECONCILE_WINDOW_MS)),
          or(isNull(orders.reconcileClaimedUntil), lte(orders.reconcileClaimedUntil, now)),
        ),
      )
      .orderBy(asc(orders.nextReconcileAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(orders)
      .set({ reconcileClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          orders.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ reference: orders.reference, createdAt: orders.createdAt, attempts: orders.reconcileAttempts });
  });
}

/** One round: checks each due order once, settles what Paystack has decided, and sets when each is next due. */
export async function reconcileRound(db: AppDatabase, now = new Date()): Promise<RoundReport> {
  const report: RoundReport = { checked: 0, settled: 0, paid: 0, unanswered: 0 };
  for (const order of await claimDue(db, now, ROUND_SIZE)) {
    report.checked += 1;
    try {
      const { order: settled, becamePaid } = await settleWithPaystack(db, order.reference, order.createdAt, now);
      if (settled && settled.status !== 'pending') report.settled += 1;
      if (becamePaid) report.paid += 1;
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      report.unanswered += 1;
      console.warn(`[reconcile] ${order.reference}: Paystack could not say (${error.kind}); checked again later.`);
    }
    const attempts = order.attempts + 1;
    await db
      .update(orders)
      .set({
        reconcileAttempts: attempts,
        nextReconcileAt: new Date(now.getTime() + pauseAfter(attempts)),
        reconcileClaimedUntil: null,
      })
      .where(eq(orders.reference, order.reference));
  }
  return report;
}

/** A round on the site's database, then the mails of orders it found paid. Never throws: failures are logged. */
export function reconcileNow(): Promise<RoundReport | null> {
  return getDatabase()
    .then(({ db }) => reconcileRound(db))
    .then(async (report) => {
      if (report.paid > 0) await deliverQueuedMail();
      if (report.checked > 0)
        console.info(
          `[reconcile] checked ${report.checked}, settled ${report.settled}, unanswered ${report.unanswered}.`,
        );
      return report;
    })
    .catch((error: unknown) => {
      console.error('[reconcile] round skipped:', error instanceof Error ? error.message : error);
      return null;
    });
}

/** Runs a round every RECONCILE_EVERY_MS in this server process (started once, beside the mail retries). */
export function startReconciliation(everyMs = reconcileEveryMs()): void {
  repeatEvery('reconcile', everyMs, reconcileNow);
}
