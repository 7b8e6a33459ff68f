import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { scriptAlarmChanges, scriptAlarmRounds } from '@/lib/server/db/script-alarm-schema';
import { queueMail } from '@/lib/server/mail/outbox';
import type { Change } from './script-alarm-check';
import { scriptAlarmMail, type MailedChange } from './script-alarm-mail';

// The script alarm's memory, shared by every server on the database (and the Worker's Cron Trigger). A round begins
// only by moving the one row's start, in one statement that succeeds for one caller at a time, and only once ten
// minutes have passed since the last start, on the database's clock. Each change found is remembered under its key in
// the transaction that queues its mail: a change two servers find at once makes one row (the unique key), hence one
// mail; a change found again later makes none.

const ROUND_ID = 'site';

/** Between the starts of two rounds. A few seconds of slack, so a timer or a cron that fires on time is not skipped. */
export const ROUND_GAP_MINUTES = 10;
const SLACK_SECONDS = 5;

/**
 * Starts a round if none began within ROUND_GAP_MINUTES (or at once, `anyTime`, for an operator's check); false if one
 * did.
 */
export async function claimRound(db: AppDatabase, anyTime = false): Promise<boolean> {
  const due = sql`${scriptAlarmRounds.startedAt} <= now() - make_interval(mins => ${ROUND_GAP_MINUTES}::int)
    + make_interval(secs => ${SLACK_SECONDS}::int)`;
  const claimed = await db
    .insert(scriptAlarmRounds)
    .values({ id: ROUND_ID, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: scriptAlarmRounds.id,
      set: { startedAt: sql`now()`, finishedAt: null },
      setWhere: anyTime ? undefined : due,
    })
    .returning({ id: scriptAlarmRounds.id });
  return claimed.length > 0;
}

/** Records how the round went, for whoever looks at the row. */
export async function finishRound(db: AppDatabase, outcome: string): Promise<void> {
  await db
    .update(scriptAlarmRounds)
    .set({ finishedAt: sql`now()`, outcome: outcome.slice(0, 2000) })
    .where(eq(scriptAlarmRounds.id, ROUND_ID));
}

/** The changes found this round, one per key with every page that showed it, in the order found. */
export function groupChanges(deploymentId: string, changes: Change[]): MailedChange[] {
  const grouped = new Map<string, MailedChange>();
  for (const change of changes) {
    const key = createHash('sha256')
      .update(JSON.stringify([deploymentId, ...change.key]))
      .digest('hex');
    const known = grouped.get(key);
    if (known && !known.pages.includes(change.page)) known.pages.push(change.page);
    else if (!known) grouped.set(key, { key, pages: [change.page], what: change.what });
  }
  return [...grouped.values()];
}

/**
 * Remembers the changes not mailed before and queues one mail naming them, in one transaction; returns those it
 * mailed (none when every change was mailed before).
 */
export async function mailNewChanges(
  db: AppDatabase,
  deploymentId: string,
  changes: MailedChange[],
  now: Date,
): Promise<MailedChange[]> {
  if (changes.length === 0) return [];
  return db.transaction(async (tx) => {
    const fresh: MailedChange[] = [];
    for (const change of changes) {
      const [row] = await tx
        .insert(scriptAlarmChanges)
        .values({
          changeKey: change.key,
          deploymentId,
          pagePath: change.pages.join(', ').slice(0, 300),
          change: change.what.slice(0, 2000),
          mailedAt: now,
        })
        .onConflictDoNothing({ target: scriptAlarmChanges.changeKey })
        .returning({ id: scriptAlarmChanges.id });
      if (row) fresh.push(change);
    }
    if (fresh.length > 0) await queueMail(tx, [scriptAlarmMail(deploymentId, fresh, now)]);
    return fresh;
  });
}
