// The database's tables. Changing this file means running `npx drizzle-kit generate` and committing the new
// migration in drizzle/, which every server applies at start.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderLine, OrderStatus, PaymentMode, StatusSource } from '@/lib/orders/order-types';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    paidAt: moment('paid_at'),
  },
  (table) => [
    index('orders_created_at_idx').on(table.createdAt),
    check('orders_status_check', sql`${table.status} in ('pending', 'paid', 'failed', 'abandoned', 'amount_mismatch')`),
    check('orders_amount_check', sql`${table.amount} > 0`),
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

/** Mail waiting to go out. A row is written in the same transaction as the change that causes it, so none is lost. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    kind: text('kind').$type<'shop' | 'buyer'>().notNull(),
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
    // One shop mail and one buyer mail per order, whatever happens above.
    uniqueIndex('mail_outbox_reference_kind_idx').on(table.reference, table.kind),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
  ],
);
