// The order book's tables. Changing this file (or lib/server/db/staff-schema.ts) means running
// `npx drizzle-kit generate` and committing the new migration in drizzle/, which every server applies at start.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  DeliveryMethod,
  FulfilmentStep,
  OrderLine,
  OrderStatus,
  PaymentMode,
  StatusSource,
} from './stored-values';
import { moment } from './columns';

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    receiptKey: text('receipt_key').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** The phone as its national digits ('244123456'), however it was typed: what the console's search matches. */
    phoneKey: text('phone_key').notNull().default(''),
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull().default('pickup'),
    /** pesewas, already included in `amount` */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    deliveryArea: text('delivery_area'),
    deliveryAddress: text('delivery_address'),
    deliveryGps: text('delivery_gps'),
    fulfilment: text('fulfilment').$type<FulfilmentStep>().notNull().default('new'),
    /** pesewas Paystack has refunded (refunds it reports processed); kept with the refunds in one transaction. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** A dispute Paystack opened on this payment and has not resolved. */
    disputeOpen: boolean('dispute_open').notNull().default(false),
    /** Reconciliation of a pending order: tries made, when the next is due, and who holds the current try. */
    reconcileAttempts: integer('reconcile_attempts').notNull().default(0),
    nextReconcileAt: moment('next_reconcile_at'),
    reconcileClaimedUntil: moment('reconcile_claimed_until'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    paidAt: moment('paid_at'),
  },
  (table) => [
    index('orders_created_at_idx').on(table.createdAt),
    // The console's list: a payment status or a fulfilment step, newest first.
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_fulfilment_created_idx').on(table.fulfilment, table.createdAt),
    // The console's search: a phone however written, an e-mail or a reference, by their beginning.
    index('orders_phone_key_idx').using('btree', sql`${table.phoneKey} text_pattern_ops`),
    index('orders_email_idx').using('btree', sql`lower(${table.customerEmail}) text_pattern_ops`),
    index('orders_reference_search_idx').using('btree', sql`upper(${table.reference}) text_pattern_ops`),
    check('orders_status_check', sql`${table.status} in ('pending', 'paid', 'failed', 'abandoned', 'amount_mismatch')`),
    check('orders_amount_check', sql`${table.amount} > 0`),
    check('orders_refunded_amount_check', sql`${table.refundedAmount} between 0 and ${table.amount}`),
    // The reconciliation job's queue: pending orders by when they are next due.
    index('orders_reconcile_due_idx')
      .on(table.nextReconcileAt)
      .where(sql`${table.status} = 'pending'`),
    check('orders_delivery_method_check', sql`${table.deliveryMethod} in ('pickup', 'delivery')`),
    check('orders_delivery_fee_check', sql`${table.deliveryFee} >= 0`),
    check(
      'orders_fulfilment_check',
      sql`${table.fulfilment} in ('new', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'completed', 'cancelled')`,
    ),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference')
      .notNull()
      .references(() => orders.reference),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    source: text('source').$type<StatusSource>().notNull(),
    at: moment('at').notNull().defaultNow(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [index('order_events_reference_idx').on(table.reference)],
);

/** Each fulfilment step an order was moved to, by whom and when. Written in the same transaction as the step. */
export const fulfilmentEvents = pgTable(
  'fulfilment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference')
      .notNull()
      .references(() => orders.reference),
    fromStep: text('from_step').$type<FulfilmentStep>().notNull(),
    toStep: text('to_step').$type<FulfilmentStep>().notNull(),
    /** Why an order was cancelled; null for the other steps. */
    reason: text('reason'),
    /** Kept as text, not a reference: the log outlives a removed staff account. */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('fulfilment_events_reference_idx').on(table.reference)],
);

/** What staff write about an order ("buyer called, will collect on Friday"). Added to, never changed. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference')
      .notNull()
      .references(() => orders.reference),
    body: text('body').notNull(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('order_notes_reference_idx').on(table.reference)],
);

/** Mail waiting to go out. A row is written in the same transaction as the change that causes it, so none is lost. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    /** 'shop' and 'buyer' for a payment; a fulfilment step's name for the buyer's mail at that step. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    claimedUntil: moment('claimed_until'),
    sentAt: moment('sent_at'),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    // One mail of each kind per order, whatever happens above: a payment's two, and one per fulfilment step.
    uniqueIndex('mail_outbox_reference_kind_idx').on(table.reference, table.kind),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);
