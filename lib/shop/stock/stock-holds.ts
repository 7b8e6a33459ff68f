import 'server-only';
import { eq } from 'drizzle-orm';
import { holdUntil } from '@/lib/server/db/hold-until';
import type { AppDatabase } from '@/lib/server/db/client';
import { stockHolds } from '@/lib/server/db/stock-schema';
import { serverEnv } from '@/lib/server/env';
import { orders } from '@/lib/server/db/schema';
import { withDatabase } from '@/lib/server/db/connection';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { orderRefusals } from '@/lib/shop/checkout/checkout-messages';
import { lockStock, SYSTEM_ACTOR } from './stock-moves';
import { returnOrderStock } from './stock-order';
import { availableOf } from './stock-words';

// Pay Now's hold: the units of a new pending order, held in the transaction that records it, so that what is
// available can never go below zero whatever the number of buyers, servers or connections.

/** A line asks for more than is available: the order is not recorded (its transaction is rolled back). */
export class StockShortage extends Error {
  constructor(
    readonly productId: number,
    readonly name: string,
    readonly available: number,
  ) {
    super(orderRefusals.notEnoughLeft(name, available));
    this.name = 'StockShortage';
  }
}

type HoldLine = { productId: number; name: string; quantity: number };

/**
 * Holds the units of each counted line of a new pending order for STOCK_HOLD_MINUTES, or throws StockShortage for
 * the first line asking for more than is available. Lines of products nobody counts hold nothing.
 */
export async function holdOrderStock(tx: AppDatabase, reference: string, lines: readonly HoldLine[]): Promise<void> {
  const stock = await lockStock(
    tx,
    lines.map((line) => line.productId),
  );
  const counted = lines.filter((line) => stock.counts.get(line.productId)?.onHand != null);
  for (const line of counted) {
    const count = stock.counts.get(line.productId)!;
    const available = availableOf(count.onHand, count.held)!;
    if (line.quantity > available) throw new StockShortage(line.productId, line.name, available);
  }
  if (counted.length === 0) return;
  const minutes = serverEnv('STOCK_HOLD_MINUTES');
  await tx.insert(stockHolds).values(
    counted.map((line) => ({
      reference,
      productId: line.productId,
      quantity: line.quantity,
      expiresAt: holdUntil(minutes),
    })),
  );
  for (const line of counted) {
    const count = stock.counts.get(line.productId)!;
    await stock.move(line.productId, {
      reason: 'hold',
      change: -line.quantity,
      reference,
      actor: SYSTEM_ACTOR,
      onHand: count.onHand,
      held: count.held + line.quantity,
    });
  }
  await stock.finish();
}

/**
 * Lets go of what a pending order holds, at once, when its payment cannot start (Paystack failed): the buyer cannot
 * pay it from that page, so the units are available to others again. The order stays pending.
 */
export async function releaseOrderStock(reference: string): Promise<void> {
  await withDatabase((db) =>
    announcingPageRefreshes(db, () =>
      db.transaction(async (tx) => {
        // The order's row first, then the stock's, as every change of an order's stock takes them.
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference)).for('update');
        await returnOrderStock(tx, reference, 'release', SYSTEM_ACTOR);
      }),
    ),
  );
}
