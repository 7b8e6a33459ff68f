import 'server-only';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings, consultations } from '@/lib/server/db/booking-schema';
import type { BookingStatus } from '@/lib/server/db/stored-values';
import { peopleNames } from '@/lib/bookings/booking-people';
import { bookingDay } from '@/lib/bookings/open-times';

// The agenda: today's and the coming days' bookings, by day in Ghana and, within a day, by person, so the one who
// sees the buyers finds their own list at a glance.

/** A booking as the agenda lists it. */
export type AgendaEntry = {
  reference: string;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  name: string;
  phone: string;
  consultation: string;
};

type AgendaDay = { day: string; people: { name: string; entries: AgendaEntry[] }[] };

/** Every status whose time is kept: what happens, or happened today. */
const LISTED: BookingStatus[] = ['booked', 'double-booked', 'attended', 'no-show'];
/** Far more than a month of any person's hours: the list stays one query and one page. */
const MOST = 500;

/** The bookings from the start of today in Ghana on, grouped by day, then by person (by name). */
export async function agendaDays(now: Date): Promise<AgendaDay[]> {
  const { db } = await getDatabase();
  const rows = await db
    .select({
      reference: bookings.reference,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      name: bookings.name,
      phone: bookings.phone,
      personId: bookings.personId,
      consultation: consultations.name,
    })
    .from(bookings)
    .innerJoin(consultations, eq(consultations.id, bookings.consultationId))
    .where(and(inArray(bookings.status, LISTED), gte(bookings.endsAt, new Date(now.getTime() - 86_400_000))))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(MOST);
  const today = bookingDay(now);
  const names = await peopleNames(db, [...new Set(rows.map((row) => row.personId))]);
  const days = new Map<string, Map<string, AgendaEntry[]>>();
  for (const { personId, ...entry } of rows) {
    const day = bookingDay(entry.startsAt);
    if (day < today) continue;
    const people = days.get(day) ?? days.set(day, new Map()).get(day)!;
    const name = names.get(personId) ?? '';
    (people.get(name) ?? people.set(name, []).get(name)!).push(entry);
  }
  return [...days].map(([day, people]) => ({
    day,
    people: [...people].sort(([a], [b]) => a.localeCompare(b)).map(([name, entries]) => ({ name, entries })),
  }));
}
