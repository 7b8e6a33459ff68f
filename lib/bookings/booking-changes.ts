import 'server-only';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { bookingSettings, bookings, consultations } from '@/lib/server/db/booking-schema';
import type { BookingStatus } from '@/lib/server/db/stored-values';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import type { ActivityAction } from '@/lib/server/audit/activity-words';
import { queueMail } from '@/lib/server/mail/outbox';
import { askPaystack, type AskOutcome } from '@/lib/paystack/refund-book';
import { announcingPageRefreshes, recordPageRefresh } from '@/lib/site/page-cache/page-refresh';
import { BOOKING_PAGES_TAG, lockPerson, type Booking } from './booking-hold';
import { cancelledMail, movedMail } from './booking-change-mails';
import { lockBooking, moveBookingRefund, reserveRefund } from './booking-refunds';
import { readSchedule } from './booking-schedule';
import { refuseTime, type TimeRefusal } from './open-times';

// What happens to a booked consultation afterwards: staff mark it attended or a no-show, and staff or the buyer move
// it to another open time or cancel it, the deposit going back through the refunds book. Every change runs under the
// booking's row lock, so a double press or two servers change it once; a move also holds both people's locks, so its
// new time cannot be taken by a Pay Now at the same moment.

/** Who asks: the buyer from their booking's page (bound by the minimum notice), or a signed-in staff member. */
export type ChangeActor =
  | { kind: 'buyer'; address?: string | null }
  | { kind: 'staff'; email: string; id?: string | null; address?: string | null };

/** Why a change was refused: no such booking, a status it cannot leave, too early to mark, or a time's rule. */
export type ChangeRefusal = TimeRefusal | 'unknown' | 'not-booked' | 'not-started';

type ChangeOutcome =
  | { kind: 'changed'; booking: Booking }
  | { kind: 'unchanged'; booking: Booking }
  | { kind: 'refused'; refusal: ChangeRefusal };

type CancelOutcome =
  { kind: 'cancelled'; booking: Booking; refund: AskOutcome | null } | Exclude<ChangeOutcome, { kind: 'changed' }>;

/** A booking whose time is the buyer's: it can be moved, cancelled or marked. */
const LIVE: readonly BookingStatus[] = ['booked', 'double-booked'];
const MARKED: readonly BookingStatus[] = ['attended', 'no-show'];
const MINUTE = 60_000;
const refused = (refusal: ChangeRefusal) => ({ kind: 'refused' as const, refusal });

/** The minimum notice before the booking's current time has passed: a buyer can no longer change it themselves. */
async function insideNotice(tx: AppDatabase, booking: Booking, actor: ChangeActor): Promise<boolean> {
  if (actor.kind !== 'buyer') return false;
  const [{ minNoticeMinutes }] = await tx.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  return booking.startsAt.getTime() < Date.now() + minNoticeMinutes * MINUTE;
}

/** The activity log's entry of a change, in the change's own transaction; a buyer is named by the booking's mail. */
async function logChange(tx: AppDatabase, actor: ChangeActor, booking: Booking, action: ActivityAction, detail = {}) {
  const who: Actor =
    actor.kind === 'staff'
      ? { id: actor.id ?? null, email: actor.email, address: actor.address ?? null }
      : { id: null, email: booking.email, address: actor.address ?? null };
  await logActivity(tx, who, action, { reference: booking.reference, detail: { by: actor.kind, ...detail } });
}

/** Marks a booking whose time has begun 'attended' or 'no-show' (a mistake is put right by marking again). */
export async function markBooking(
  db: AppDatabase,
  reference: string,
  mark: 'attended' | 'no-show',
  actor: ChangeActor,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, reference);
    if (!booking) return refused('unknown');
    if (booking.status === mark) return { kind: 'unchanged' as const, booking };
    if (![...LIVE, ...MARKED].includes(booking.status)) return refused('not-booked');
    if (booking.startsAt.getTime() > Date.now()) return refused('not-started');
    const [marked] = await tx
      .update(bookings)
      .set({ status: mark, updatedAt: new Date() })
      .where(eq(bookings.id, booking.id))
      .returning();
    await logChange(tx, actor, marked, mark === 'attended' ? 'booking_attended' : 'booking_no_show');
    return { kind: 'changed' as const, booking: marked };
  });
}

/** Locks the people's schedules in the order of their ids, so two moves between the same two never deadlock. */
async function lockPeople(tx: AppDatabase, ids: number[]): Promise<boolean> {
  let all = true;
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) all = (await lockPerson(tx, id)) && all;
  return all;
}

/** Why the booking cannot have this time, reading every other time as it stands under the locks. */
async function refuseNewTime(tx: AppDatabase, booking: Booking, personId: number, startsAt: Date) {
  const [consultation] = await tx.select().from(consultations).where(eq(consultations.id, booking.consultationId));
  const schedule = await readSchedule(tx, consultation, new Date());
  // The booking's own time is free to it; a double booking's twin, at the same time, still counts.
  const own = schedule.busy.findIndex(
    (busy) =>
      busy.personId === booking.personId &&
      busy.startsAt.getTime() === booking.startsAt.getTime() &&
      busy.endsAt.getTime() === booking.endsAt.getTime(),
  );
  const busy = schedule.busy.filter((_, index) => index !== own);
  const refusal = refuseTime({ ...schedule, busy }, personId, startsAt);
  return { refusal, endsAt: new Date(startsAt.getTime() + consultation.durationMinutes * MINUTE) };
}

/**
 * Moves a booked consultation to another open time of the same consultation (another person's, if they offer it):
 * the old time is freed and the new one taken in one transaction, the buyer is mailed once, and the pages listing
 * the times are refreshed. Moving it to the time it has already changes nothing.
 */
export async function moveBooking(
  db: AppDatabase,
  reference: string,
  to: { personId: number; startsAt: Date },
  actor: ChangeActor,
): Promise<ChangeOutcome> {
  return announcingPageRefreshes(db, () =>
    db.transaction(async (tx): Promise<ChangeOutcome> => {
      const booking = await lockBooking(tx, reference);
      if (!booking) return refused('unknown');
      const same = booking.personId === to.personId && booking.startsAt.getTime() === to.startsAt.getTime();
      if (same && booking.status === 'booked') return { kind: 'unchanged', booking };
      if (!LIVE.includes(booking.status)) return refused('not-booked');
      if (await insideNotice(tx, booking, actor)) return refused('notice');
      if (!(await lockPeople(tx, [booking.personId, to.personId]))) return refused('outside-hours');
      const { refusal, endsAt } = await refuseNewTime(tx, booking, to.personId, to.startsAt);
      if (refusal) return refused(refusal);
      const [moved] = await tx
        .update(bookings)
        .set({
          personId: to.personId,
          startsAt: to.startsAt,
          endsAt,
          status: 'booked',
          // The new time is reminded of the day before it, as a booking made for it would be.
          remindedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(bookings.id, booking.id))
        .returning();
      await queueMail(tx, [await movedMail(tx, moved, booking.startsAt, actor.kind)]);
      await recordPageRefresh(tx, [BOOKING_PAGES_TAG]);
      const detail = { from: booking.startsAt.toISOString(), to: moved.startsAt.toISOString() };
      await logChange(tx, actor, moved, 'booking_moved', detail);
      return { kind: 'changed', booking: moved };
    }),
  );
}

/**
 * Cancels a booked consultation: its time is freed and listed again, the buyer is mailed once, and the deposit paid
 * is refunded. The refund is written in the cancel's transaction, under the booking's lock and a unique key, before
 * Paystack is asked, so a double press or two servers can never refund it twice.
 */
export async function cancelBooking(db: AppDatabase, reference: string, actor: ChangeActor): Promise<CancelOutcome> {
  const done = await announcingPageRefreshes(db, () =>
    db.transaction(async (tx) => {
      const booking = await lockBooking(tx, reference);
      if (!booking) return refused('unknown');
      if (booking.status === 'cancelled') return { kind: 'unchanged' as const, booking };
      if (!LIVE.includes(booking.status)) return refused('not-booked');
      if (await insideNotice(tx, booking, actor)) return refused('notice');
      const [cancelled] = await tx
        .update(bookings)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(bookings.id, booking.id))
        .returning();
      const refund = await reserveRefund(tx, booking, actor.kind === 'staff' ? actor : null);
      await queueMail(tx, [await cancelledMail(tx, cancelled, actor.kind)]);
      await recordPageRefresh(tx, [BOOKING_PAGES_TAG]);
      await logChange(tx, actor, cancelled, 'booking_cancelled', { refund: refund?.amount ?? 0 });
      return { kind: 'cancelled' as const, booking: cancelled, refund };
    }),
  );
  if (done.kind !== 'cancelled') return done;
  const refund = done.refund && (await askPaystack(db, done.refund, done.booking.currency, moveBookingRefund));
  return { ...done, refund };
}
