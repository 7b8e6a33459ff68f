// Consultations with the team, each person's hours, and the bookings. See lib/bookings/ for the rules; changing this
// file means `npx drizzle-kit generate`.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WeeklyRange } from '@/content/schema/booking-hours';
import { SHOP_CURRENCY, type ShopCurrency } from '@/content/schema/money';
import { moment } from './columns';
import { bookingStatuses, consultationPlaces, type BookingStatus, type ConsultationPlace } from './stored-values';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** What can be booked: a consultation's words, length, price and the deposit paid online (0: booked without paying). */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Pesewas, like every amount. */
    price: integer('price').notNull(),
    deposit: integer('deposit').notNull(),
    currency: text('currency').$type<ShopCurrency>().notNull().default(SHOP_CURRENCY),
    place: text('place').$type<ConsultationPlace>().notNull(),
    position: integer('position').notNull(),
    archived: boolean('archived').notNull().default(false),
    /** Counts the saves: a form posts the version it showed, and a save over a newer one is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    check('consultations_duration_check', sql`${table.durationMinutes} between 15 and 480`),
    check('consultations_deposit_check', sql`${table.deposit} >= 0 and ${table.deposit} <= ${table.price}`),
    check('consultations_place_check', sql`${table.place} in (${inList(consultationPlaces)})`),
  ],
);

/** Who offers a consultation: people of the team (catalogue entries of kind 'person', by id). */
export const consultationPeople = pgTable(
  'consultation_people',
  {
    /** A row's own number, which backups read the table in the order of. */
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id),
    personId: integer('person_id').notNull(),
  },
  (table) => [uniqueIndex('consultation_people_idx').on(table.consultationId, table.personId)],
);

/**
 * A person's weekly hours and days off, in Ghana's time. Every booking change for a person locks this row first
 * (FOR UPDATE), so two visitors, servers or staff members never take one person's time at once.
 */
export const bookingPeople = pgTable('booking_people', {
  personId: integer('person_id').primaryKey(),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyRange[]>().notNull(),
  daysOff: jsonb('days_off').$type<string[]>().notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** The shop's rules for every consultation: one row. */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** No time can be booked, moved or cancelled closer to it than this. */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    /** How far ahead a time can be booked. */
    horizonDays: integer('horizon_days').notNull().default(30),
  },
  (table) => [
    check('booking_settings_one_row_check', sql`${table.id} = 1`),
    check('booking_settings_notice_check', sql`${table.minNoticeMinutes} >= 0`),
    check('booking_settings_horizon_check', sql`${table.horizonDays} between 1 and 366`),
  ],
);

/** A time booked, or held by an unpaid Pay Now, with who booked it and what was paid. */
export const bookings = pgTable(
  'bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The payment's reference at Paystack. */
    reference: text('reference').notNull().unique(),
    /** The private page's key, as an order's receipt has one: its address holds it, and the buyer's mails. */
    pageKey: text('page_key').notNull(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id),
    personId: integer('person_id').notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    note: text('note'),
    price: integer('price').notNull(),
    deposit: integer('deposit').notNull(),
    currency: text('currency').$type<ShopCurrency>().notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    holdExpiresAt: moment('hold_expires_at'),
    paidAmount: integer('paid_amount'),
    paidAt: moment('paid_at'),
    remindedAt: moment('reminded_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('bookings_person_time_idx').on(table.personId, table.startsAt),
    index('bookings_hold_idx').on(table.status, table.holdExpiresAt),
    check('bookings_time_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('bookings_status_check', sql`${table.status} in (${inList(bookingStatuses)})`),
  ],
);
