import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { allEntries } from '@/lib/catalogue/catalogue-store';
import { bookingsOutsideHours } from '@/lib/bookings/booking-hours-edit';
import { consultationPeopleOf } from '@/lib/bookings/booking-settings-edit';
import { ensureBookingsSeeded } from '@/lib/bookings/booking-store';
import { bookingPeople, bookingSettings, consultations } from '@/lib/server/db/booking-schema';
import { getDatabase } from '@/lib/server/db/connection';

// What the owner's bookings settings pages show, read from the database: the consultations with who offers them,
// the team's people with their hours and the bookings now outside them, and the shop's notice and horizon.

/** The team's people on the site, who may offer consultations: their catalogue id and name. */
async function teamPeople() {
  const { db } = await getDatabase();
  const people = await allEntries(db, 'person');
  return people.filter((entry) => !entry.archived).map((entry) => ({ id: entry.id, name: entry.data.name }));
}

export type TeamPerson = Awaited<ReturnType<typeof teamPeople>>[number];

/** Every consultation in the order the site lists them, archived ones too, each with its people; and the team. */
export async function consultationsPageData() {
  const { db } = await getDatabase();
  await ensureBookingsSeeded(db);
  const rows = await db.select().from(consultations).orderBy(asc(consultations.position));
  const listed = await Promise.all(
    rows.map(async (consultation) => ({ consultation, personIds: await consultationPeopleOf(db, consultation.id) })),
  );
  return { consultations: listed, team: await teamPeople() };
}

/**
 * Each person of the team with their hours (none yet for someone who has never had any, shown as null), the held
 * and booked times to come that lie outside them; and the shop's notice and horizon.
 */
export async function hoursPageData() {
  const { db } = await getDatabase();
  await ensureBookingsSeeded(db);
  const team = await teamPeople();
  const people = await Promise.all(
    team.map(async (person) => {
      const [row] = await db.select().from(bookingPeople).where(eq(bookingPeople.personId, person.id));
      return { ...person, hours: row ?? null, outside: row ? await bookingsOutsideHours(db, person.id) : [] };
    }),
  );
  const [rules] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1));
  return { people, rules: rules! };
}
