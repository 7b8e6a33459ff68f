import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries } from '@/lib/server/db/catalogue-schema';
import { productStock, stockHolds, stockLedger } from '@/lib/server/db/stock-schema';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import { ensureCatalogueSeeded } from '@/lib/catalogue/catalogue-store';
import { lockStock, liveHolds } from './stock-moves';
import { availableOf } from './stock-words';

// What the staff and the pages read of the stock, and the one change staff make by hand: setting a product's count.

/** The most a count or a threshold may be: far above any shelf, far below what a column holds. */
export const MAX_STOCK = 1_000_000;

export interface StockFigures {
  productId: number;
  /** null: not counted (sold as long as it is for sale). */
  onHand: number | null;
  /** Units held for unpaid orders whose hold has not ended. */
  held: number;
  available: number | null;
  lowThreshold: number;
}

export type LedgerLine = typeof stockLedger.$inferSelect;

/**
 * What can be bought of each product now: a number for a counted product, null for one nobody counts. Given ids,
 * every one of them is in the answer; without, every counted product is. Two queries, for the pages and Pay Now.
 */
export async function availability(
  db: AppDatabase,
  productIds?: readonly number[],
): Promise<Record<number, number | null>> {
  const answer: Record<number, number | null> = {};
  for (const id of productIds ?? []) answer[id] = null;
  if (productIds?.length === 0) return answer;
  const rows = await db
    .select({ productId: productStock.productId, onHand: productStock.onHand })
    .from(productStock)
    .where(
      and(isNotNull(productStock.onHand), productIds ? inArray(productStock.productId, [...productIds]) : undefined),
    );
  const held = await liveHolds(
    db,
    rows.map((row) => row.productId),
  );
  for (const row of rows) answer[row.productId] = availableOf(row.onHand, held.get(row.productId) ?? 0);
  return answer;
}

/** Every product that has a stock row (counted or with a threshold set), for the console's list. */
export async function stockOverview(db: AppDatabase): Promise<StockFigures[]> {
  const rows = await db.select().from(productStock).orderBy(asc(productStock.productId));
  const held = await liveHolds(
    db,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => figures(row, held.get(row.productId) ?? 0));
}

const figures = (row: typeof productStock.$inferSelect, held: number): StockFigures => ({
  productId: row.productId,
  onHand: row.onHand,
  held,
  available: availableOf(row.onHand, held),
  lowThreshold: row.lowThreshold,
});

/** One product's figures and its last `ledgerLines` ledger lines, newest first, for its console page. */
export async function stockOfProduct(
  db: AppDatabase,
  productId: number,
  ledgerLines = 20,
): Promise<StockFigures & { ledger: LedgerLine[] }> {
  const [row] = await db.select().from(productStock).where(eq(productStock.productId, productId));
  const held = (await liveHolds(db, [productId])).get(productId) ?? 0;
  const ledger = await db
    .select()
    .from(stockLedger)
    .where(eq(stockLedger.productId, productId))
    .orderBy(desc(stockLedger.id))
    .limit(ledgerLines);
  const base = row ?? { productId, onHand: null, lowThreshold: 3, updatedAt: new Date() };
  return { ...figures(base, held), ledger };
}

export interface SetStockInput {
  productId: number;
  /** null: stop counting (sold as long as it is for sale). */
  onHand: number | null;
  /** Left out: unchanged (3 for a product counted for the first time). */
  lowThreshold?: number;
  actor: Actor;
  /** What the staff member wrote about it ('delivery from the farm', 'two bottles broke'). */
  note?: string | null;
}

export type SetStockOutcome =
  { kind: 'set' | 'unchanged'; stock: StockFigures } | { kind: 'missing' } | { kind: 'invalid'; problem: string };

function invalid(input: SetStockInput): string | null {
  const whole = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_STOCK;
  if (input.onHand !== null && !whole(input.onHand))
    return `Stock must be a whole number from 0 to ${MAX_STOCK}, or empty.`;
  if (input.lowThreshold !== undefined && !whole(input.lowThreshold))
    return `The low-stock mark must be a whole number from 0 to ${MAX_STOCK}.`;
  return null;
}

/**
 * Sets a product's count as a staff member counted it: a 'restock' line in the ledger when it goes up, a
 * 'correction' otherwise, and an entry in the activity log; in one transaction, under the product's lock.
 */
export async function setStock(db: AppDatabase, input: SetStockInput): Promise<SetStockOutcome> {
  const problem = invalid(input);
  if (problem) return { kind: 'invalid', problem };
  const { productId } = input;
  await ensureCatalogueSeeded(db);
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: sql<string>`${catalogueEntries.data}->>'name'` })
      .from(catalogueEntries)
      .where(and(eq(catalogueEntries.kind, 'product'), eq(catalogueEntries.id, productId)));
    if (!product) return { kind: 'missing' as const };
    await tx.insert(productStock).values({ productId, onHand: null }).onConflictDoNothing();
    const stock = await lockStock(tx, [productId]);
    const before = stock.counts.get(productId)!;
    const lowThreshold = input.lowThreshold ?? before.lowThreshold;
    if (before.onHand === input.onHand && before.lowThreshold === lowThreshold)
      return { kind: 'unchanged' as const, stock: figures({ ...before, updatedAt: new Date() }, before.held) };
    if (lowThreshold !== before.lowThreshold) {
      await tx
        .update(productStock)
        .set({ lowThreshold, updatedAt: new Date() })
        .where(eq(productStock.productId, productId));
      stock.counts.set(productId, { ...before, lowThreshold });
    }
    if (before.onHand !== input.onHand) {
      const change = (input.onHand ?? 0) - (before.onHand ?? 0);
      await stock.move(productId, {
        reason: change > 0 ? 'restock' : 'correction',
        change,
        actor: input.actor.email ?? 'unknown',
        note: input.note?.trim() || null,
        onHand: input.onHand,
        held: before.held,
      });
    }
    await stock.finish();
    await logActivity(tx, input.actor, 'stock_set', {
      reference: `product ${productId}`,
      detail: {
        entry: product.name,
        before: before.onHand,
        after: input.onHand,
        lowThreshold,
        ...(input.note?.trim() ? { note: input.note.trim() } : {}),
      },
    });
    const after = stock.counts.get(productId)!;
    return { kind: 'set' as const, stock: figures({ ...after, updatedAt: new Date() }, after.held) };
  });
}

/** An order's lines as the stock sees them: held, sold, released, returned or oversold; for the console. */
export async function orderStock(db: AppDatabase, reference: string) {
  const lines = await db
    .select({
      productId: stockHolds.productId,
      quantity: stockHolds.quantity,
      state: stockHolds.state,
      expiresAt: stockHolds.expiresAt,
    })
    .from(stockHolds)
    .where(eq(stockHolds.reference, reference))
    .orderBy(asc(stockHolds.productId));
  return { lines, oversold: lines.some((line) => line.state === 'oversold') };
}

/** Which of these orders were paid for units that were gone ('Oversold' in the console). One query. */
export async function oversoldAmong(db: AppDatabase, references: readonly string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ reference: stockHolds.reference })
    .from(stockHolds)
    .where(and(inArray(stockHolds.reference, [...references]), eq(stockHolds.state, 'oversold')));
  return new Set(rows.map((row) => row.reference));
}
