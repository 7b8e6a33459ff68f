import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { databaseNow } from '@/lib/server/db/hold-until';
import { getDatabase } from '@/lib/server/db/connection';
import { stockHolds } from '@/lib/server/db/stock-schema';
import { countingRound, repeatEvery } from '@/lib/server/runtime/repeat';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { lockStock, SYSTEM_ACTOR } from './stock-moves';
import { availableOf } from './stock-words';

// Holds whose time ran out. What is available never counts them (it compares expires_at with the clock), so no
// buyer waits for this round; it only writes their 'release' lines in the ledger and tells the pages, so that the
// ledger reads whole and an 'Only 2 left' becomes 'Only 3 left' on every page within a round.

const EVERY_MS = 30_000;
/** Products handled in one round at most; the rest wait for the next. */
const ROUND_SIZE = 100;

/** Releases one product's ended holds in one transaction; returns how many. */
async function releaseProduct(db: AppDatabase, productId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const stock = await lockStock(tx, [productId]);
    const ended = await tx
      .update(stockHolds)
      .set({ state: 'released', updatedAt: new Date() })
      .where(
        and(eq(stockHolds.productId, productId), eq(stockHolds.state, 'held'), lte(stockHolds.expiresAt, databaseNow)),
      )
      .returning({ reference: stockHolds.reference, quantity: stockHolds.quantity });
    const count = stock.counts.get(productId);
    if (count) {
      // The pages still show what was available before these holds ended.
      let shown = ended.reduce((sum, hold) => sum + hold.quantity, count.held);
      for (const hold of ended) {
        await stock.move(productId, {
          reason: 'release',
          change: hold.quantity,
          reference: hold.reference,
          actor: SYSTEM_ACTOR,
          onHand: count.onHand,
          held: count.held,
          shownBefore: availableOf(count.onHand, shown),
        });
        shown -= hold.quantity;
      }
    }
    await stock.finish();
    return ended.length;
  });
}

/** One round over the products with ended holds; returns how many holds it released. */
export async function releaseEndedHolds(db: AppDatabase): Promise<number> {
  const due = await db
    .selectDistinct({ productId: stockHolds.productId })
    .from(stockHolds)
    .where(and(eq(stockHolds.state, 'held'), lte(stockHolds.expiresAt, databaseNow)))
    .limit(ROUND_SIZE);
  let released = 0;
  for (const { productId } of due) released += await announcingPageRefreshes(db, () => releaseProduct(db, productId));
  return released;
}

/** A round on the site's database. Never throws: failures are logged. */
export const releaseHoldsNow = countingRound(
  'stock',
  async () => releaseEndedHolds((await getDatabase()).db),
  (released) => `released ${released} hold(s) whose time ran out.`,
);

/** Runs a round every 30 seconds in this server process (started once, beside the mail retries). */
export function startHoldReleases(): void {
  repeatEvery('stock-holds', EVERY_MS, releaseHoldsNow);
}
