// What the public pages' policy violations leave behind (lib/server/csp/): how often each page met each kind of
// block, and when, never who met it. Changing this file means `npx drizzle-kit generate`.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * One row per page, directive and what was blocked, counted. No address, browser, sample or full URL: the page is its
 * path alone and what was blocked a word ('inline', 'eval', …) or an origin.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pagePath: text('page_path').notNull(),
    directive: text('directive').notNull(),
    blocked: text('blocked').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    firstSeen: moment('first_seen').notNull(),
    lastSeen: moment('last_seen').notNull(),
  },
  (table) => [
    uniqueIndex('csp_reports_key_idx').on(table.pagePath, table.directive, table.blocked),
    // The console's list, newest first, and the retention round's old rows.
    index('csp_reports_last_seen_idx').on(table.lastSeen),
    check('csp_reports_count_check', sql`${table.count} > 0`),
    check(
      'csp_reports_length_check',
      sql`char_length(${table.pagePath}) <= 200 and char_length(${table.directive}) <= 40 and char_length(${table.blocked}) <= 300`,
    ),
  ],
);

/** The minute (since 1970) and how many reports arrived in it: the last few minutes, to spot a burst. */
export type ReportMinute = [minute: number, reports: number];

/**
 * One row ('site'): the reports of the last minutes and where the burst mail stands. Every batch of reports locks it
 * first, so the servers sharing the database take turns deciding whether to mail.
 */
export const cspReportAlarm = pgTable('csp_report_alarm', {
  id: text('id').primaryKey(),
  recent: jsonb('recent').$type<ReportMinute[]>().notNull().default([]),
  /** When the burst under way began, or null when none is. */
  burstStartedAt: moment('burst_started_at'),
  /** The last moment the burst's pace was met: an hour after it, the burst is over. */
  burstHotAt: moment('burst_hot_at'),
  /** Whether the burst under way has had its mail. */
  burstMailed: boolean('burst_mailed').notNull().default(false),
  lastMailedAt: moment('last_mailed_at'),
});
