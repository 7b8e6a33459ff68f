// The order book's money after the payment: refunds, disputes and reconciliation runs. See lib/server/db/schema.ts for
// how a change here becomes a migration.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './schema';
import { moment } from './columns';

/** Paystack's words for a refund's progress, plus 'asking' while our request to Paystack is under way. */
export const refundStatuses = ['asking', 'pending', 'processing', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * One refund an owner asked for, of an order or of a booking's deposit. The row is written (as 'asking') in the
 * transaction that checks what is left to refund, before Paystack is asked, so two owners or a replayed request can
 * never ask twice for the same money.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The refunded payment's reference at Paystack: an order's, or a booking's deposit. */
    reference: text('reference').notNull(),
    /** pesewas */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    /** Sent to Paystack as the request's idempotency key, and unique here: a repeated request finds its refund. */
    requestKey: text('request_key').notNull().unique(),
    /** Paystack's id for the refund, once it answered. */
    paystackId: text('paystack_id').unique(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    processedAt: moment('processed_at'),
  },
  (table) => [
    index('refunds_reference_idx').on(table.reference),
    check('refunds_amount_check', sql`${table.amount} > 0`),
    check('refunds_status_check', sql`${table.status} in ('asking', 'pending', 'processing', 'processed', 'failed')`),
  ],
);

/** A buyer's bank disputing a charge, as Paystack's dispute events report it. */
export const disputes = pgTable(
  'disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Paystack's id for the dispute. */
    paystackId: text('paystack_id').notNull().unique(),
    reference: text('reference')
      .notNull()
      .references(() => orders.reference),
    /** Paystack's status word ('awaiting-merchant-feedback', 'resolved', ...). */
    status: text('status').notNull(),
    /** The last event received: charge.dispute.create, charge.dispute.remind or charge.dispute.resolve. */
    lastEvent: text('last_event').notNull(),
    /** pesewas disputed, when Paystack says */
    amount: integer('amount'),
    /** By when Paystack needs the shop's answer. */
    dueAt: moment('due_at'),
    resolution: text('resolution'),
    resolvedAt: moment('resolved_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [index('disputes_reference_idx').on(table.reference)],
);

/** Each dispute event as received, once: the history the console shows, and the key for the shop's one mail each. */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    disputeId: text('dispute_id').notNull(),
    reference: text('reference').notNull(),
    event: text('event').notNull(),
    /** What makes a repeated delivery of the same event recognisable (Paystack retries until it hears 200). */
    eventKey: text('event_key').notNull(),
    dueAt: moment('due_at'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dispute_events_key_idx').on(table.eventKey),
    index('dispute_events_reference_idx').on(table.reference),
  ],
);

/** One comparison of our book with Paystack's list, by `npm run reconcile` or by the job. */
export const reconcileRuns = pgTable('reconcile_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** 'command' (npm run reconcile) or 'job' */
  source: text('source').notNull(),
  periodFrom: moment('period_from').notNull(),
  periodTo: moment('period_to').notNull(),
  /** Orders the run settled (verified with Paystack and changed). */
  settled: integer('settled').notNull().default(0),
  /** Every difference found, in words and with the figures on both sides. */
  differences: jsonb('differences').$type<Record<string, unknown>[]>().notNull(),
  startedAt: moment('started_at').notNull().defaultNow(),
  finishedAt: moment('finished_at'),
});
