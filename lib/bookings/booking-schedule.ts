import 'server-only';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { databaseNow } from '@/lib/server/db/hold-until';
import {
  bookingPeople,
  bookingSettings,
  bookings,
  consultationPeople,
  consultations,
} from '@/lib/server/db/booking-schema';
import type { BookingStatus } from '@/lib/server/db/stored-values';
import type { Schedule } from './open-times';
import { ensureBookingsSeeded } from './booking-store';

// What decides the open times of one consultation, read from the database: its length, who offers it and their
// hours, the shop's notice and horizon, and every time those people are already held or booked for, whatever the
// consultation. A page lists from it, and Pay Now reads it again under the person's lock.

/** Statuses that keep a time taken; 'held' only while its hold lasts. */
const TAKING: readonly BookingStatus[] = ['booked', 'double-booked', 'attended', 'no-show'];

/** The bookings whose time nobody else can have now: booked, or held while the hold lasts. */
export const takesItsTime = or(
  inArray(bookings.status, [...TAKING]),
  and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, databaseNow)),
)!;

export type Consultation = typeof consultations.$inferSelect;

/** The consultation shown at `slug`, or null; a fresh database is given the seed's first. */
export async function findConsultation(db: AppDatabase, slug: string): Promise<Consultation | null> {
  await ensureBookingsSeeded(db);
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.slug, slug), eq(consultations.archived, false)));
  return row ?? null;
}

/** The schedule of a consultation at `now`: what openTimes and refuseTime read. */
export async function readSchedule(db: AppDatabase, consultation: Consultation, now: Date): Promise<Schedule> {
  const people = await db
    .select({
      personId: bookingPeople.personId,
      weeklyHours: bookingPeople.weeklyHours,
      daysOff: bookingPeople.daysOff,
    })
    .from(consultationPeople)
    .innerJoin(bookingPeople, eq(bookingPeople.personId, consultationPeople.personId))
    .where(eq(consultationPeople.consultationId, consultation.id))
    .orderBy(bookingPeople.personId);
  const [settings] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  if (!settings) throw new Error('The booking settings have no row: ensureBookingsSeeded writes it first.');
  const ids = people.map((person) => person.personId);
  const busy =
    ids.length === 0
      ? []
      : await db
          .select({ personId: bookings.personId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
          .from(bookings)
          .where(and(inArray(bookings.personId, ids), gt(bookings.endsAt, now), takesItsTime));
  return {
    durationMinutes: consultation.durationMinutes,
    people,
    busy,
    now,
    minNoticeMinutes: settings.minNoticeMinutes,
    horizonDays: settings.horizonDays,
  };
}
