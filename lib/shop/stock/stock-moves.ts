import 'server-only';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries } from '@/lib/server/db/catalogue-schema';
import { productStock, stockHolds, stockLedger } from '@/lib/server/db/stock-schema';
import type { StockReason } from '@/lib/server/db/stored-values';
import { queueMail } from '@/lib/server/mail/outbox';
import { AVAILABILITY_TAGS } from '@/lib/catalogue/catalogue-page-tags';
import { recordPageRefresh } from '@/lib/site/page-cache/page-refresh';
import { availableOf, pagesShowChange } from './stock-words';
import { lowStockMail } from './stock-mails';

// Every change of a product's count, inside the caller's transaction. The products' stock rows are locked first
// (FOR UPDATE, in the order of their ids, so two transactions never wait on each other in a circle), and only then
// is what the live holds take read, in a statement of its own: a statement that waited for a lock still sees the
// database as it was when it started, so a hold committed meanwhile would be missed by it. Under the lock, what is
// available cannot change until this transaction ends, whatever the number of servers or connections.

/** What the ledger calls the shop itself: Pay Now, a payment, a hold that ended. */
export const SYSTEM_ACTOR = 'system';

/** A product's count as its locked row and the live holds give it. */
export interface LockedCount {
  productId: number;
  /** null: not counted. */
  onHand: number | null;
  /** Units of live holds (not yet paid, time not run out). */
  held: number;
  lowThreshold: number;
}

export interface StockMove {
  reason: StockReason;
  /** Units, as the ledger line says them. */
  change: number;
  reference?: string | null;
  actor: string;
  note?: string | null;
  /** On hand after the move. */
  onHand: number | null;
  /** Live holds after the move. */
  held: number;
  /** What the pages showed before, when that was not what the count gives now (holds whose time ran out). */
  shownBefore?: number | null;
}

/** The locked counts of one transaction: read once, moved, then finish() records what the pages must show again. */
export class LockedStock {
  private refresh = false;

  constructor(
    private readonly tx: AppDatabase,
    readonly counts: Map<number, LockedCount>,
  ) {}

  /** Writes the move: the new on hand, its ledger line, a low-stock mail when it crosses the threshold. */
  async move(productId: number, move: StockMove): Promise<LockedCount> {
    const before = this.counts.get(productId);
    if (!before) throw new Error(`Product ${productId} is not counted in this transaction.`);
    if (move.onHand !== before.onHand)
      await this.tx
        .update(productStock)
        .set({ onHand: move.onHand, updatedAt: new Date() })
        .where(eq(productStock.productId, productId));
    const after: LockedCount = { ...before, onHand: move.onHand, held: move.held };
    const shownBefore = move.shownBefore === undefined ? availableOf(before.onHand, before.held) : move.shownBefore;
    const available = availableOf(after.onHand, after.held);
    const [line] = await this.tx
      .insert(stockLedger)
      .values({
        productId,
        change: move.change,
        reason: move.reason,
        reference: move.reference ?? null,
        actor: move.actor,
        note: move.note ?? null,
        onHandAfter: after.onHand,
        availableAfter: available,
      })
      .returning({ id: stockLedger.id });
    this.counts.set(productId, after);
    if (pagesShowChange(shownBefore, available)) this.refresh = true;
    if (
      shownBefore !== null &&
      available !== null &&
      shownBefore > after.lowThreshold &&
      available <= after.lowThreshold
    )
      await queueMail(this.tx, [
        lowStockMail({
          productId,
          name: await productName(this.tx, productId),
          available,
          threshold: after.lowThreshold,
          ledgerId: line.id,
        }),
      ]);
    return after;
  }

  /** Tells every server which pages to render again, once for the whole transaction. */
  async finish(): Promise<void> {
    if (this.refresh) await recordPageRefresh(this.tx, AVAILABILITY_TAGS);
    this.refresh = false;
  }
}

async function productName(tx: AppDatabase, productId: number): Promise<string> {
  const [row] = await tx
    .select({ name: sql<string>`${catalogueEntries.data}->>'name'` })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.kind, 'product'), eq(catalogueEntries.id, productId)));
  return row?.name ?? `Product ${productId}`;
}

/** Units of live holds per product, read now (after the locks). */
export async function liveHolds(tx: AppDatabase, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: stockHolds.productId, held: sql<number>`sum(${stockHolds.quantity})::int` })
    .from(stockHolds)
    .where(
      and(
        inArray(stockHolds.productId, [...productIds]),
        eq(stockHolds.state, 'held'),
        gt(stockHolds.expiresAt, sql`now()`),
      ),
    )
    .groupBy(stockHolds.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.held)]));
}

/**
 * Locks the stock rows of these products (those that have one; the others are not counted) for the rest of the
 * transaction, and reads their counts.
 */
export async function lockStock(tx: AppDatabase, productIds: readonly number[]): Promise<LockedStock> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new LockedStock(tx, new Map());
  const rows = await tx
    .select({ productId: productStock.productId, onHand: productStock.onHand, lowThreshold: productStock.lowThreshold })
    .from(productStock)
    .where(inArray(productStock.productId, ids))
    .orderBy(asc(productStock.productId))
    .for('update');
  const held = await liveHolds(
    tx,
    rows.map((row) => row.productId),
  );
  return new LockedStock(
    tx,
    new Map(rows.map((row) => [row.productId, { ...row, held: held.get(row.productId) ?? 0 }])),
  );
}
