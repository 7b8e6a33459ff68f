import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { stockHolds } from '@/lib/server/db/stock-schema';
import type { HoldState } from '@/lib/server/db/stored-values';
import { queueMail } from '@/lib/server/mail/outbox';
import type { Order } from '@/lib/shop/orders/order-types';
import { lockStock, SYSTEM_ACTOR, type LockedStock } from './stock-moves';
import { availableOf } from './stock-words';
import { oversoldMail } from './stock-mails';

// What becomes of an order's held units: sold once when it is paid (or, if the hold had ended, taken if still there,
// else the order is oversold), let go when it goes unpaid, put back once when it is cancelled or refunded. Every
// function runs in the caller's transaction, which has locked the order's row; the stock rows are locked after it.

type HoldRow = { id: number; productId: number; quantity: number; state: HoldState; live: boolean };

/** The order's holds, read after their products' stock rows are locked (nothing else can move them meanwhile). */
async function lockedHolds(tx: AppDatabase, reference: string): Promise<{ stock: LockedStock; holds: HoldRow[] }> {
  const products = await tx
    .select({ productId: stockHolds.productId })
    .from(stockHolds)
    .where(eq(stockHolds.reference, reference));
  const stock = await lockStock(
    tx,
    products.map((row) => row.productId),
  );
  const holds = await tx
    .select({
      id: stockHolds.id,
      productId: stockHolds.productId,
      quantity: stockHolds.quantity,
      state: stockHolds.state,
      live: sql<boolean>`${stockHolds.expiresAt} > now()`,
    })
    .from(stockHolds)
    .where(eq(stockHolds.reference, reference))
    .orderBy(asc(stockHolds.productId));
  return { stock, holds };
}

async function setState(tx: AppDatabase, ids: number[], state: HoldState) {
  if (ids.length > 0)
    await tx.update(stockHolds).set({ state, updatedAt: new Date() }).where(inArray(stockHolds.id, ids));
}

/** Lets go of a hold: its units are available again (a hold whose time ran out already gave them back). */
async function release(stock: LockedStock, hold: HoldRow, reference: string, actor: string) {
  const count = stock.counts.get(hold.productId);
  if (!count) return;
  const held = hold.live ? count.held - hold.quantity : count.held;
  await stock.move(hold.productId, {
    reason: 'release',
    change: hold.quantity,
    reference,
    actor,
    onHand: count.onHand,
    held,
    ...(hold.live ? {} : { shownBefore: availableOf(count.onHand, count.held + hold.quantity) }),
  });
}

/** Sells a hold's units (its own, or, once its time ran out, any still available); false when they are gone. */
async function sell(stock: LockedStock, hold: HoldRow, reference: string): Promise<boolean> {
  const count = stock.counts.get(hold.productId);
  if (!count || count.onHand === null) return true;
  const others = hold.live ? count.held - hold.quantity : count.held;
  if (count.onHand - others < hold.quantity) return false;
  await stock.move(hold.productId, {
    reason: 'sale',
    change: -hold.quantity,
    reference,
    actor: SYSTEM_ACTOR,
    onHand: count.onHand - hold.quantity,
    held: others,
  });
  return true;
}

/**
 * The order has just turned paid (settleOrderOn, in the same transaction, once): each hold becomes a sale. A hold
 * whose time ran out takes its units if they are still available; if not, the line is oversold, nothing is taken,
 * and the owner gets one mail. Returns whether the order is oversold.
 */
export async function sellOrderStock(tx: AppDatabase, order: Order): Promise<boolean> {
  const { stock, holds } = await lockedHolds(tx, order.reference);
  const sold: number[] = [];
  const short: HoldRow[] = [];
  for (const hold of holds) {
    if (hold.state !== 'held' && hold.state !== 'released') continue;
    if (hold.state === 'held' && !hold.live) await release(stock, hold, order.reference, SYSTEM_ACTOR);
    // Only a live hold still counts its own units as held; a released one may not have reached its end time.
    const now = { ...hold, live: hold.state === 'held' && hold.live };
    if (await sell(stock, now, order.reference)) sold.push(hold.id);
    else short.push(hold);
  }
  await setState(tx, sold, 'sold');
  await setState(
    tx,
    short.map((hold) => hold.id),
    'oversold',
  );
  await stock.finish();
  if (short.length === 0) return false;
  const names = new Map(order.lines.map((line) => [line.productId, line.name]));
  const lines = short.map((hold) => ({ name: names.get(hold.productId) ?? `Product ${hold.productId}`, ...hold }));
  await queueMail(tx, [oversoldMail(order, lines)]);
  return true;
}

/**
 * Gives back what the order holds or bought: live and ended holds are released, sold units go back on hand (a
 * 'cancel' or 'refund' line), each once, however often this runs. Returns the units put back on hand.
 */
export async function returnOrderStock(
  tx: AppDatabase,
  reference: string,
  reason: 'cancel' | 'refund' | 'release',
  actor: string,
): Promise<number> {
  const { stock, holds } = await lockedHolds(tx, reference);
  let returned = 0;
  for (const hold of holds) {
    if (hold.state === 'held') await release(stock, hold, reference, actor);
    if (hold.state !== 'sold' || reason === 'release') continue;
    const count = stock.counts.get(hold.productId);
    if (count?.onHand != null) {
      await stock.move(hold.productId, {
        reason,
        change: hold.quantity,
        reference,
        actor,
        onHand: count.onHand + hold.quantity,
        held: count.held,
      });
      returned += hold.quantity;
    }
  }
  await setState(
    tx,
    holds.filter((hold) => hold.state === 'held').map((hold) => hold.id),
    'released',
  );
  if (reason !== 'release')
    await setState(
      tx,
      holds.filter((hold) => hold.state === 'sold').map((hold) => hold.id),
      'returned',
    );
  await stock.finish();
  return returned;
}
