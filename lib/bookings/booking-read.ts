import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { consultations as seed } from '@/content/consultations';
import { teamMembers } from '@/content/team';
import { withDatabase } from '@/lib/server/db/connection';
import { consultations } from '@/lib/server/db/booking-schema';
import type { ConsultationPlace } from '@/lib/server/db/stored-values';
import { SHOP_CURRENCY, type ShopCurrency } from '@/content/schema/money';
import { readSchedule, type Consultation } from './booking-schedule';
import { ensureBookingsSeeded, seedPersonId } from './booking-store';
import { peopleNames } from './booking-people';
import { openTimes, type Schedule } from './open-times';

// What the public booking pages read. `next build` renders from the seed in content/ and never opens the database (a
// Cloudflare or CI build cannot reach it); every public page is rendered again from the database when a server
// starts, and whenever a booking or the hours change.

/** How many days of open times a consultation's page lists: enough to choose from, small enough for a phone. */
const LISTED_DAYS = 14;

/** A consultation as the pages show it. */
export type ShownConsultation = {
  slug: string;
  name: string;
  description: string;
  durationMinutes: number;
  price: number;
  deposit: number;
  currency: ShopCurrency;
  place: ConsultationPlace;
};

/** A consultation's page: what it is, and its open times with who offers each. */
export type ConsultationPage = ShownConsultation & {
  times: { personId: number; personName: string; startsAt: Date }[];
};

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

const shown = (row: Omit<ShownConsultation, 'currency'> & { currency?: ShopCurrency }): ShownConsultation => ({
  slug: row.slug,
  name: row.name,
  description: row.description,
  durationMinutes: row.durationMinutes,
  price: row.price,
  deposit: row.deposit,
  currency: row.currency ?? SHOP_CURRENCY,
  place: row.place,
});

/** The consultations offered, in their order. */
export const readConsultations = cache(async (): Promise<ShownConsultation[]> => {
  if (building()) return seed.map(shown);
  return withDatabase(async (db) => {
    await ensureBookingsSeeded(db);
    const rows = await db
      .select()
      .from(consultations)
      .where(eq(consultations.archived, false))
      .orderBy(asc(consultations.position), asc(consultations.id));
    return rows.map(shown);
  });
});

/** The seed's schedule at build: its people's hours with nothing booked, the default notice and horizon. */
function seedPage(slug: string, now: Date): ConsultationPage | null {
  const consultation = seed.find((entry) => entry.slug === slug);
  if (!consultation) return null;
  const people = consultation.people.map((person) => ({ ...person, personId: seedPersonId(person.name) }));
  const schedule: Schedule = {
    durationMinutes: consultation.durationMinutes,
    people,
    busy: [],
    now,
    minNoticeMinutes: 120,
    horizonDays: LISTED_DAYS,
  };
  return {
    ...shown(consultation),
    times: openTimes(schedule).map((time) => ({
      personId: time.personId,
      personName: teamMembers[time.personId - 1]?.name ?? 'Our team',
      startsAt: time.startsAt,
    })),
  };
}

/** One consultation's page at `now`, or null when none is offered at `slug`. */
export async function readConsultationPage(slug: string, now: Date): Promise<ConsultationPage | null> {
  if (building()) return seedPage(slug, now);
  return withDatabase(async (db) => {
    await ensureBookingsSeeded(db);
    const [row] = await db.select().from(consultations).where(eq(consultations.slug, slug));
    if (!row || row.archived) return null;
    const consultation: Consultation = row;
    const schedule = await readSchedule(db, consultation, now);
    const listed = { ...schedule, horizonDays: Math.min(schedule.horizonDays, LISTED_DAYS) };
    const times = openTimes(listed);
    const names = await peopleNames(db, [...new Set(times.map((time) => time.personId))]);
    return {
      ...shown(row),
      times: times.map((time) => ({
        personId: time.personId,
        personName: names.get(time.personId) ?? 'Our team',
        startsAt: time.startsAt,
      })),
    };
  });
}
