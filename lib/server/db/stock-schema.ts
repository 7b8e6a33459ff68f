// How many of each product the shop has, the units held for unpaid orders, and every change to either. See
// lib/shop/stock/ for the rules; changing this file means `npx drizzle-kit generate`.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './schema';
import type { HoldState, StockReason } from './stored-values';
import { moment } from './columns';

/**
 * A product's count. No row, or `on_hand` null, means not counted: sold as long as it is for sale. Every change locks
 * this row first (FOR UPDATE), so two buyers, servers or staff members never move one product's count at once.
 */
export const productStock = pgTable(
  'product_stock',
  {
    /** The catalogue product's id (catalogue_entries.id of kind 'product'). */
    productId: integer('product_id').primaryKey(),
    /** Units on the shelf, those held for unpaid orders included. */
    onHand: integer('on_hand'),
    /** The shop gets a mail when what is available falls to this. */
    lowThreshold: integer('low_threshold').notNull().default(3),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('product_stock_on_hand_check', sql`${table.onHand} is null or ${table.onHand} >= 0`),
    check('product_stock_low_threshold_check', sql`${table.lowThreshold} >= 0`),
  ],
);

/** The units one line of an order holds, from Pay Now until paid (a sale), or until they go back. */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference')
      .notNull()
      .references(() => orders.reference),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    state: text('state').$type<HoldState>().notNull().default('held'),
    expiresAt: moment('expires_at').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stock_holds_reference_product_idx').on(table.reference, table.productId),
    // What is held of a product now: the live holds, read under its stock row's lock at every Pay Now.
    index('stock_holds_live_idx')
      .on(table.productId, table.expiresAt)
      .where(sql`${table.state} = 'held'`),
    check('stock_holds_quantity_check', sql`${table.quantity} > 0`),
    check('stock_holds_state_check', sql`${table.state} in ('held', 'sold', 'released', 'returned', 'oversold')`),
  ],
);

/** Every change of a product's count or of what is held of it: who, why, when, and the figures after it. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull(),
    /** Units: on hand for a sale, restock, correction, cancel or refund; available for a hold or a release. */
    change: integer('change').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    reference: text('reference').references(() => orders.reference),
    /** The staff member's e-mail, or 'system' for the shop's own moves (Pay Now, payments, holds that end). */
    actor: text('actor').notNull(),
    /** What the staff member wrote about a count they set; null otherwise. */
    note: text('note'),
    at: moment('at').notNull().defaultNow(),
    /** null once the product is no longer counted. */
    onHandAfter: integer('on_hand_after'),
    availableAfter: integer('available_after'),
  },
  (table) => [
    index('stock_ledger_product_idx').on(table.productId, table.id),
    // An order line holds, sells and lets go of its units once each, and gets them back once (a cancel or a refund,
    // not both), whoever presses what and however often: the database refuses a second line.
    uniqueIndex('stock_ledger_order_move_idx')
      .on(table.reference, table.productId, table.reason)
      .where(sql`${table.reference} is not null and ${table.reason} in ('hold', 'sale', 'release')`),
    uniqueIndex('stock_ledger_order_return_idx')
      .on(table.reference, table.productId)
      .where(sql`${table.reference} is not null and ${table.reason} in ('cancel', 'refund')`),
    check(
      'stock_ledger_reason_check',
      sql`${table.reason} in ('sale', 'hold', 'release', 'restock', 'correction', 'cancel', 'refund')`,
    ),
  ],
);
