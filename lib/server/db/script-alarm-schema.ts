// What the script alarm (lib/server/csp/script-alarm.ts) keeps between its rounds: when the last round began, so that
// the servers sharing the database (and the Worker's Cron Trigger, every minute) run one round per ten minutes between
// them; and each change it has mailed, so that it mails each once. Changing this file means `npx drizzle-kit generate`.
import { sql } from 'drizzle-orm';
import { bigserial, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/** One row ('site'): the round under way or last run. A round starts by moving started_at, if it is old enough. */
export const scriptAlarmRounds = pgTable('script_alarm_rounds', {
  id: text('id').primaryKey(),
  startedAt: moment('started_at').notNull(),
  finishedAt: moment('finished_at'),
  /** The last round's outcome in a line: what it checked, what it skipped and why. */
  outcome: text('outcome'),
});

/**
 * One row per change mailed: the page, what changed (the sentence of the mail) and under which key, which holds the
 * deployment and what was served instead (a file's new hash, a header's new value), so the same change is never mailed
 * twice, and a further change to the same file is.
 */
export const scriptAlarmChanges = pgTable(
  'script_alarm_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    changeKey: text('change_key').notNull(),
    deploymentId: text('deployment_id').notNull(),
    pagePath: text('page_path').notNull(),
    change: text('change').notNull(),
    mailedAt: moment('mailed_at').notNull(),
  },
  (table) => [
    uniqueIndex('script_alarm_changes_key_idx').on(table.changeKey),
    check(
      'script_alarm_changes_length_check',
      sql`char_length(${table.changeKey}) <= 100 and char_length(${table.pagePath}) <= 300 and char_length(${table.change}) <= 2000`,
    ),
  ],
);
