import 'server-only';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings } from '@/lib/server/db/booking-schema';
import { databaseNow } from '@/lib/server/db/hold-until';
import { countingRound, repeatEvery } from '@/lib/server/runtime/repeat';
import { queueBuyerBookingMail } from './booking-mails';

// The buyer's reminder the day before a consultation, once per booking however many instances, and the Worker's
// Cron Trigger, run the round and however often.
//
// The rule, on the database's clock: a booked consultation that starts within the next 24 hours and has not been
// reminded is reminded now. A round every few minutes therefore reminds about a day ahead, and a round that was
// missed (a server down for an hour) reminds late rather than never, up to the start itself: a late reminder still
// says when and where, and the page it links to keeps the minimum notice whatever the mail says. A booking made less
// than a day before it starts gets no reminder: its 'booked' mail is recent and says the same. Being reminded is
// recorded (reminded_at) in the transaction that queues the mail, on rows locked with SKIP LOCKED, so two rounds at
// once never both take a booking; the outbox's one mail per booking and kind guards behind that.

const EVERY_MS = 5 * 60_000;
const DAY = sql`interval '24 hours'`;

/** At most this many reminders per transaction; a round takes batches until none is due. */
const BATCH = 50;

/** A booking is due its reminder: booked, not reminded, starting within a day, and booked more than a day ahead. */
const dueReminder = and(
  eq(bookings.status, 'booked'),
  isNull(bookings.remindedAt),
  gt(bookings.startsAt, databaseNow),
  lte(bookings.startsAt, sql`${databaseNow} + ${DAY}`),
  // Paid, or for a consultation without a deposit recorded, more than a day before it starts.
  sql`coalesce(${bookings.paidAt}, ${bookings.createdAt}) < ${bookings.startsAt} - ${DAY}`,
);

/** Reminds one batch of due bookings in one transaction; returns how many. */
async function remindBatch(db: AppDatabase): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(dueReminder)
      .orderBy(bookings.startsAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    const reminded = await tx
      .update(bookings)
      .set({ remindedAt: new Date() })
      .where(
        and(
          inArray(
            bookings.id,
            due.map((row) => row.id),
          ),
          isNull(bookings.remindedAt),
        ),
      )
      .returning();
    for (const booking of reminded) await queueBuyerBookingMail(tx, booking, 'reminder');
    return reminded.length;
  });
}

/** Queues the reminder of every booking due one; returns how many. */
export async function remindBookings(db: AppDatabase): Promise<number> {
  let total = 0;
  for (;;) {
    const reminded = await remindBatch(db);
    total += reminded;
    if (reminded < BATCH) return total;
  }
}

/** A round on the site's database. Never throws: failures are logged. The mail rounds send what it queued. */
export const remindBookingsNow = countingRound(
  'bookings',
  async () => remindBookings((await getDatabase()).db),
  (reminded) => `${reminded} reminder(s) of a coming consultation queued.`,
);

/** Runs a round every five minutes in this server process. */
export function startBookingReminderRounds(): void {
  repeatEvery('booking-reminders', EVERY_MS, remindBookingsNow);
}
