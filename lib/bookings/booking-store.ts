import 'server-only';
import type { AppDatabase } from '@/lib/server/db/client';
import { bookingPeople, bookingSettings, consultationPeople, consultations } from '@/lib/server/db/booking-schema';
import { consultations as seed } from '@/content/consultations';
import { teamMembers } from '@/content/team';
import { lockKind } from '@/lib/catalogue/catalogue-store';

// The consultations of a fresh install, from content/: written once into an empty database, so the site takes a
// booking from its first start; from then on the staff's changes are the only ones.

const SEED_AUTHOR = 'content/';

/** A team member's id as the catalogue's seed gives it: their place on /about, counted from 1. */
export function seedPersonId(name: string): number {
  const index = teamMembers.findIndex((member) => member.name === name);
  if (index < 0) throw new Error(`content/consultations.ts names ${name}, who is not in content/team.ts.`);
  return index + 1;
}

/**
 * Fills empty consultation tables from content/. Idempotent, also when several instances start at once: the first
 * to take the lock writes the seed, the others then find it. Once there is a consultation, archived or not, the seed
 * is never written again.
 */
export async function ensureBookingsSeeded(db: AppDatabase): Promise<void> {
  const [found] = await db.select({ id: consultations.id }).from(consultations).limit(1);
  if (found) return;
  await db.transaction(async (tx) => {
    await lockKind(tx, 'bookings-seed');
    const [written] = await tx.select({ id: consultations.id }).from(consultations).limit(1);
    if (written) return;
    await tx.insert(bookingSettings).values({ id: 1 }).onConflictDoNothing();
    for (const [index, consultation] of seed.entries()) {
      const { people, ...fields } = consultation;
      const [row] = await tx
        .insert(consultations)
        .values({ ...fields, position: index + 1, updatedBy: SEED_AUTHOR })
        .returning({ id: consultations.id });
      for (const person of people) {
        const id = seedPersonId(person.name);
        await tx.insert(consultationPeople).values({ consultationId: row.id, personId: id });
        const { weeklyHours, daysOff } = person;
        await tx.insert(bookingPeople).values({ personId: id, weeklyHours, daysOff }).onConflictDoNothing();
      }
    }
  });
}
