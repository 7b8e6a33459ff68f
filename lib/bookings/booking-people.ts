import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { catalogueEntries } from '@/lib/server/db/catalogue-schema';
import type { TeamMember } from '@/content/schema/team';

// Who a booking is with: the people who offer consultations are the team of /about, kept in the catalogue, so a
// renamed person reads the same on the booking pages, the mails and the console.

/** The names of the team members with these ids; an id the catalogue no longer holds reads 'Our team'. */
export async function peopleNames(db: AppDatabase, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>(ids.map((id) => [id, 'Our team']));
  if (ids.length === 0) return names;
  const rows = await db
    .select({ id: catalogueEntries.id, data: catalogueEntries.data })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.kind, 'person'), inArray(catalogueEntries.id, [...ids])));
  for (const row of rows) names.set(row.id, (row.data as unknown as TeamMember).name);
  return names;
}
