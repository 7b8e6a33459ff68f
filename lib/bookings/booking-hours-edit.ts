import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import {
  bookingRulesSchema,
  personHoursSchema,
  type BookingRules,
  type PersonHours,
} from '@/content/schema/booking-settings';
import type { AppDatabase } from '@/lib/server/db/client';
import { bookingPeople, bookingSettings, bookings } from '@/lib/server/db/booking-schema';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import { announcingPageRefreshes, recordPageRefresh } from '@/lib/site/page-cache/page-refresh';
import { BOOKING_PAGES_TAG, lockPerson } from './booking-hold';
import { weekInWords } from './booking-hours-words';
import { peopleNames } from './booking-people';
import { peopleProblems } from './booking-settings-edit';
import { takesItsTime } from './booking-schedule';
import { ensureBookingsSeeded } from './booking-store';
import { ensureCatalogueSeeded } from '@/lib/catalogue/catalogue-store';
import { clockInGhana } from './booking-words';
import { bookingDay } from './open-times';

// When a time can be booked, as the owner sets it: each person's weekly hours and days off, and the shop's minimum
// notice and horizon. Changing hours never touches a booking: a time already held or booked stays so, and the save
// lists those that now fall outside the person's hours, for the owner to move or keep.

/** A held or booked time, as the owner reads it in the list of those outside the new hours. */
export type BookingOutsideHours = { reference: string; startsAt: Date; endsAt: Date; name: string; status: string };

type HoursSave =
  { ok: true; outside: BookingOutsideHours[] } | { ok: false; refusal: 'invalid' | 'conflict'; problems: string[] };

/** Whether a time is outside every range of its weekday in Ghana, or on a day off. */
function fallsOutside(hours: PersonHours, startsAt: Date, endsAt: Date): boolean {
  const day = bookingDay(startsAt);
  const [from, to] = [clockInGhana(startsAt), clockInGhana(endsAt)];
  if (hours.daysOff.includes(day) || bookingDay(endsAt) !== day || to <= from) return true;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return !hours.weeklyHours.some((range) => range.weekday === weekday && range.from <= from && to <= range.to);
}

/** The person's times to come that are held or booked and lie outside these hours (theirs now, if not given). */
export async function bookingsOutsideHours(
  db: AppDatabase,
  personId: number,
  hours?: PersonHours,
): Promise<BookingOutsideHours[]> {
  const [row] = hours ? [hours] : await db.select().from(bookingPeople).where(eq(bookingPeople.personId, personId));
  if (!row) return [];
  const taken = await db
    .select({
      reference: bookings.reference,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      name: bookings.name,
      status: bookings.status,
    })
    .from(bookings)
    .where(and(eq(bookings.personId, personId), gt(bookings.endsAt, new Date()), takesItsTime))
    .orderBy(bookings.startsAt);
  return taken.filter((booking) => fallsOutside(row, booking.startsAt, booking.endsAt));
}

const logged = (hours: PersonHours) =>
  JSON.stringify({ ...weekInWords(hours.weeklyHours), daysOff: hours.daysOff.join(', ') });

/**
 * Saves a person's hours and days off over what the form showed (`shown`: the row's last save, null when they had
 * none), under the person's lock, which every booking of their time takes too.
 */
export async function savePersonHours(
  db: AppDatabase,
  input: { personId: number; shown: Date | null; hours: unknown; actor: Actor },
): Promise<HoursSave> {
  const checked = personHoursSchema.safeParse(input.hours);
  if (!checked.success) return { ok: false, refusal: 'invalid', problems: checked.error.issues.map((i) => i.message) };
  const hours = { ...checked.data, daysOff: [...new Set(checked.data.daysOff)].sort() };
  const { personId, actor } = input;
  await ensureBookingsSeeded(db);
  await ensureCatalogueSeeded(db);
  const names = await peopleNames(db, [personId]);
  const conflict = {
    ok: false as const,
    refusal: 'conflict' as const,
    problems: [
      `${names.get(personId)}'s hours were changed by someone else since you opened the page: your changes were not ` +
        'saved. The form now shows the saved hours; make your changes again if they are still right.',
    ],
  };
  return announcingPageRefreshes(db, () =>
    db.transaction(async (tx) => {
      const problems = await peopleProblems(tx, [personId]);
      if (problems.length > 0) return { ok: false as const, refusal: 'invalid' as const, problems };
      let before: PersonHours | null = null;
      if (await lockPerson(tx, personId)) {
        const [row] = await tx.select().from(bookingPeople).where(eq(bookingPeople.personId, personId));
        if (row.updatedAt.getTime() !== input.shown?.getTime()) return conflict;
        before = row;
        await tx
          .update(bookingPeople)
          .set({ ...hours, updatedAt: new Date() })
          .where(eq(bookingPeople.personId, personId));
      } else {
        if (input.shown) return conflict;
        const added = await tx
          .insert(bookingPeople)
          .values({ personId, ...hours })
          .onConflictDoNothing()
          .returning();
        if (added.length === 0) return conflict;
      }
      await logActivity(tx, actor, 'booking_hours_changed', {
        detail: { entry: names.get(personId)!, before: before ? logged(before) : null, after: logged(hours) },
      });
      await recordPageRefresh(tx, [BOOKING_PAGES_TAG]);
      return { ok: true as const, outside: await bookingsOutsideHours(tx, personId, hours) };
    }),
  );
}
/** Sets the shop's minimum notice and how far ahead a time can be booked, for every consultation at once. */
export async function saveBookingRules(
  db: AppDatabase,
  input: { rules: unknown; actor: Actor },
): Promise<{ ok: true; rules: BookingRules } | { ok: false; problems: string[] }> {
  const checked = bookingRulesSchema.safeParse(input.rules);
  if (!checked.success) return { ok: false, problems: checked.error.issues.map((issue) => issue.message) };
  await ensureBookingsSeeded(db);
  return announcingPageRefreshes(db, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(bookingSettings).where(eq(bookingSettings.id, 1)).for('update');
      const [after] = await tx.update(bookingSettings).set(checked.data).where(eq(bookingSettings.id, 1)).returning();
      const facts = (row: BookingRules) =>
        JSON.stringify({ minNoticeMinutes: row.minNoticeMinutes, horizonDays: row.horizonDays });
      await logActivity(tx, input.actor, 'booking_rules_changed', {
        detail: { entry: 'Notice and horizon', before: before ? facts(before) : null, after: facts(after) },
      });
      await recordPageRefresh(tx, [BOOKING_PAGES_TAG]);
      return { ok: true as const, rules: { minNoticeMinutes: after.minNoticeMinutes, horizonDays: after.horizonDays } };
    }),
  );
}
