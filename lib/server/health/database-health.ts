import 'server-only';
import { sql } from 'drizzle-orm';
import { databaseSettings, type DatabaseKind } from '../db/client';
import { getDatabase } from '../db/connection';

export type DatabaseHealth = { ok: boolean; kind: DatabaseKind; error?: string };

/** One round trip to the database, for /api/health. Never throws; the error says why, without secrets. */
export async function checkDatabase(): Promise<DatabaseHealth> {
  const kind = databaseSettings().kind;
  try {
    const { db } = await getDatabase();
    await db.execute(sql`select 1`);
    return { ok: true, kind };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const reason = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    // A connection string in an error message would leak the password into a public health answer.
    return { ok: false, kind, error: reason.replace(/postgres(ql)?:\/\/\S+/gi, 'postgres://…') };
  }
}
