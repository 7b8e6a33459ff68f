import 'server-only';
import { and, eq, inArray, max } from 'drizzle-orm';
import { consultationEditSchema, type ConsultationEdit } from '@/content/schema/booking-settings';
import type { AppDatabase } from '@/lib/server/db/client';
import { bookingPeople, consultationPeople, consultations } from '@/lib/server/db/booking-schema';
import { catalogueEntries } from '@/lib/server/db/catalogue-schema';
import { logActivity, type Actor } from '@/lib/server/audit/activity-log';
import { ensureCatalogueSeeded, lockKind } from '@/lib/catalogue/catalogue-store';
import { announcingPageRefreshes, recordPageRefresh } from '@/lib/site/page-cache/page-refresh';
import { BOOKING_PAGES_TAG } from './booking-hold';
import type { Consultation } from './booking-schedule';
import { ensureBookingsSeeded } from './booking-store';

// The owner's changes to what can be booked: a consultation's words, length, price, deposit, place and people, and a
// new consultation. Each is one transaction that checks the values, locks the rows it changes, logs the values before
// and after, and tells the booking pages to render again. When a time can be booked (hours, days off, notice,
// horizon) is changed in booking-hours-edit.ts.

export type ConsultationSave =
  | {
      ok: true;
      consultation: Consultation;
      personIds: number[];
      /** As it was before this save; null for a new one. */
      before: { consultation: Consultation; personIds: number[] } | null;
    }
  /** Nothing was written; each problem is a sentence for the owner. */
  | { ok: false; refusal: 'invalid' | 'missing' | 'conflict'; problems: string[] };

type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
const refused = (refusal: 'invalid' | 'missing' | 'conflict', problems: string[]) =>
  ({ ok: false, refusal, problems }) as const;

/** A consultation's address from its name ('Consultation with a herbalist' → 'consultation-with-a-herbalist'). */
function slugOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words || 'consultation';
}

/** The people of a consultation, by their catalogue id, in order. */
export async function consultationPeopleOf(db: AppDatabase, consultationId: number): Promise<number[]> {
  const rows = await db
    .select({ personId: consultationPeople.personId })
    .from(consultationPeople)
    .where(eq(consultationPeople.consultationId, consultationId))
    .orderBy(consultationPeople.personId);
  return rows.map((row) => row.personId);
}

/** Why some of these ids are not people of the team shown on /about, or nothing. */
export async function peopleProblems(tx: AppDatabase, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: catalogueEntries.id })
    .from(catalogueEntries)
    .where(
      and(
        eq(catalogueEntries.kind, 'person'),
        inArray(catalogueEntries.id, [...ids]),
        eq(catalogueEntries.archived, false),
      ),
    );
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  return missing.map((id) => `Number ${id} is not one of the team's people on the site.`);
}

/**
 * Writes who offers the consultation. Someone offering it for the first time gets a schedule row with no hours, so
 * their times open only once the owner sets their hours.
 */
async function writePeople(tx: Tx, consultationId: number, personIds: readonly number[]) {
  await tx.delete(consultationPeople).where(eq(consultationPeople.consultationId, consultationId));
  for (const personId of [...new Set(personIds)].sort((a, b) => a - b)) {
    await tx.insert(consultationPeople).values({ consultationId, personId });
    await tx.insert(bookingPeople).values({ personId, weeklyHours: [], daysOff: [] }).onConflictDoNothing();
  }
}

/** What the activity log keeps of a consultation: its facts as saved, amounts in pesewas. */
const logged = (row: Consultation, personIds: readonly number[]) =>
  JSON.stringify({
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    price: row.price,
    deposit: row.deposit,
    place: row.place,
    people: [...personIds],
    archived: row.archived,
  });

function parsed(fields: unknown): { ok: true; value: ConsultationEdit } | ReturnType<typeof refused> {
  const checked = consultationEditSchema.safeParse(fields);
  return checked.success
    ? { ok: true, value: checked.data }
    : refused(
        'invalid',
        checked.error.issues.map((i) => i.message),
      );
}

/** Saves a consultation over the version its form showed; a save over a newer one is refused with a sentence. */
export async function saveConsultation(
  db: AppDatabase,
  input: { id: number; version: number; fields: unknown; actor: Actor },
): Promise<ConsultationSave> {
  const checked = parsed(input.fields);
  if (!checked.ok) return checked;
  const { personIds, ...fields } = checked.value;
  await ensureBookingsSeeded(db);
  await ensureCatalogueSeeded(db);
  return announcingPageRefreshes(db, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(consultations).where(eq(consultations.id, input.id)).for('update');
      if (!before) return refused('missing', [`There is no consultation number ${input.id}.`]);
      if (before.version !== input.version)
        return refused('conflict', [
          `${before.name} was changed by ${before.updatedBy} since you opened it: your changes were not saved. ` +
            'The form now shows the saved values; make your changes again if they are still right.',
        ]);
      const problems = await peopleProblems(tx, personIds);
      if (problems.length > 0) return refused('invalid', problems);
      const peopleBefore = await consultationPeopleOf(tx, input.id);
      const [after] = await tx
        .update(consultations)
        .set({
          ...fields,
          version: before.version + 1,
          updatedAt: new Date(),
          updatedBy: input.actor.email ?? 'unknown',
        })
        .where(eq(consultations.id, input.id))
        .returning();
      await writePeople(tx, input.id, personIds);
      await logActivity(tx, input.actor, 'consultation_changed', {
        detail: { entry: after.name, before: logged(before, peopleBefore), after: logged(after, personIds) },
      });
      await recordPageRefresh(tx, [BOOKING_PAGES_TAG]);
      return {
        ok: true as const,
        consultation: after,
        personIds,
        before: { consultation: before, personIds: peopleBefore },
      };
    }),
  );
}

/** Adds a consultation at the end of the list, its address made from its name (a number added if it is taken). */
export async function addConsultation(
  db: AppDatabase,
  input: { fields: unknown; actor: Actor },
): Promise<ConsultationSave> {
  const checked = parsed(input.fields);
  if (!checked.ok) return checked;
  const { personIds, ...fields } = checked.value;
  await ensureBookingsSeeded(db);
  await ensureCatalogueSeeded(db);
  return announcingPageRefreshes(db, () =>
    db.transaction(async (tx) => {
      // Two adds of one name wait for each other, so each finds the other's address taken.
      await lockKind(tx, 'consultations');
      const problems = await peopleProblems(tx, personIds);
      if (problems.length > 0) return refused('invalid', problems);
      const taken = new Set((await tx.select({ slug: consultations.slug }).from(consultations)).map((r) => r.slug));
      const base = slugOf(fields.name);
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const [{ last }] = await tx.select({ last: max(consultations.position) }).from(consultations);
      const updatedBy = input.actor.email ?? 'unknown';
      const [after] = await tx
        .insert(consultations)
        .values({ ...fields, slug, position: (last ?? 0) + 1, updatedBy })
        .returning();
      await writePeople(tx, after.id, personIds);
      await logActivity(tx, input.actor, 'consultation_added', {
        detail: { entry: after.name, before: null, after: logged(after, personIds) },
      });
      await recordPageRefresh(tx, [BOOKING_PAGES_TAG]);
      return { ok: true as const, consultation: after, personIds, before: null };
    }),
  );
}
