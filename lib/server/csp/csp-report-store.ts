import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { cspReportAlarm, cspReports } from '@/lib/server/db/csp-report-schema';
import { queueMail } from '@/lib/server/mail/outbox';
import { BURST_MINUTES, burstMail, nextAlarm } from './csp-report-burst';
import type { CspReportKey } from './csp-report-reduce';

// The counts of blocked scripts and styles: one row per page, directive and what was blocked, made or counted up in
// one transaction with the burst alarm's decision. The table stays bounded, whatever anyone sends: past MAX_ROWS rows,
// a new combination is counted in its directive's catch-all row (page OVERFLOW_PAGE, blocked 'other') rather than
// dropped, so the count of what goes on stays true while the list cannot grow past a screenful or two.

/** Rows of pages and what they blocked, before new ones are counted in the catch-all rows. */
export const MAX_ROWS = 500;
export const OVERFLOW_PAGE = '(other pages)';
const ALARM_ID = 'site';

/** The alarm's row, locked until the transaction ends (made on first use, and again after a restore emptied it). */
async function lockAlarm(tx: AppDatabase) {
  const [alarm] = await tx
    .insert(cspReportAlarm)
    .values({ id: ALARM_ID })
    .onConflictDoUpdate({ target: cspReportAlarm.id, set: { id: ALARM_ID } })
    .returning();
  return alarm;
}

/** The same key, reported `count` times in this batch. */
type Tally = { key: CspReportKey; count: number };

function tally(keys: CspReportKey[]): Tally[] {
  const tallies = new Map<string, Tally>();
  for (const key of keys) {
    const id = JSON.stringify([key.pagePath, key.directive, key.blocked]);
    const known = tallies.get(id);
    if (known) known.count += 1;
    else tallies.set(id, { key, count: 1 });
  }
  return [...tallies.values()];
}

const sameKey = (key: CspReportKey) =>
  and(
    eq(cspReports.pagePath, key.pagePath),
    eq(cspReports.directive, key.directive),
    eq(cspReports.blocked, key.blocked),
  );

/** Counts the row of `key` up, making it if need be. */
async function upsert(tx: AppDatabase, key: CspReportKey, count: number, now: Date): Promise<void> {
  await tx
    .insert(cspReports)
    .values({ ...key, count, firstSeen: now, lastSeen: now })
    .onConflictDoUpdate({
      target: [cspReports.pagePath, cspReports.directive, cspReports.blocked],
      set: { count: sql`${cspReports.count} + ${count}`, lastSeen: now },
    });
}

/** Counts each tally in its row; a new one past MAX_ROWS goes to its directive's catch-all row. */
async function countRows(tx: AppDatabase, tallies: Tally[], now: Date): Promise<void> {
  let rows: number | undefined;
  for (const { key, count } of tallies) {
    const [counted] = await tx
      .update(cspReports)
      .set({ count: sql`${cspReports.count} + ${count}`, lastSeen: now })
      .where(sameKey(key))
      .returning({ id: cspReports.id });
    if (counted) continue;
    rows ??= await tx.$count(cspReports);
    const room = rows < MAX_ROWS;
    if (room) rows += 1;
    await upsert(tx, room ? key : { ...key, pagePath: OVERFLOW_PAGE, blocked: 'other' }, count, now);
  }
}

/** The rows reported during the burst's window, most reported first, for its mail. */
async function rowsOfTheWindow(tx: AppDatabase, now: Date) {
  return tx
    .select({
      pagePath: cspReports.pagePath,
      directive: cspReports.directive,
      blocked: cspReports.blocked,
      count: cspReports.count,
    })
    .from(cspReports)
    .where(gte(cspReports.lastSeen, new Date(now.getTime() - BURST_MINUTES * 60_000)))
    .orderBy(desc(cspReports.count), desc(cspReports.lastSeen));
}

export type CspRecordOutcome = { counted: number; mailed: boolean };

/**
 * Counts a batch of reduced reports, and queues the owner's burst mail when this batch is the one that makes or
 * continues a burst not yet mailed: all in one transaction, under the alarm row's lock, so that two servers counting
 * at the same moment take turns and only one of them can see the burst unmailed.
 */
export async function recordCspReports(
  db: AppDatabase,
  keys: CspReportKey[],
  now: Date = new Date(),
): Promise<CspRecordOutcome> {
  if (keys.length === 0) return { counted: 0, mailed: false };
  const mailed = await db.transaction(async (tx) => {
    const { id, ...alarm } = await lockAlarm(tx);
    await countRows(tx, tally(keys), now);
    const next = nextAlarm(alarm, keys.length, now);
    if (next.mail) await queueMail(tx, [burstMail(next.state.burstStartedAt!, await rowsOfTheWindow(tx, now))]);
    await tx.update(cspReportAlarm).set(next.state).where(eq(cspReportAlarm.id, id));
    return next.mail;
  });
  return { counted: keys.length, mailed };
}

/** Every row, most recently seen first: the owner's console page. */
export async function listCspReports(db: AppDatabase) {
  return db
    .select({
      id: cspReports.id,
      pagePath: cspReports.pagePath,
      directive: cspReports.directive,
      blocked: cspReports.blocked,
      count: cspReports.count,
      lastSeen: cspReports.lastSeen,
    })
    .from(cspReports)
    .orderBy(desc(cspReports.lastSeen), desc(cspReports.id));
}
