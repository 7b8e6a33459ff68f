import 'server-only';
import { SHOP_TIME_ZONE } from '@/content/schema/rules';
import type { cspReportAlarm, ReportMinute } from '@/lib/server/db/csp-report-schema';
import { serverEnv } from '@/lib/server/env';
import type { QueuedMail } from '@/lib/server/mail/outbox';
import { shopAddress } from '@/lib/server/mail/shop-address';
import { STAFF_SECURITY_PATH } from './csp-report-paths';
import type { CspReportKey } from './csp-report-reduce';

// When blocked scripts and styles are reported in a burst, the owner gets one mail. A burst begins when the site's
// pages together report BURST_REPORTS or more within BURST_MINUTES (counted by the minute), and lasts until an hour has
// passed without that pace. Each burst gets one mail, and there is at most one a day: a burst that begins within 24
// hours of the last mail gets its mail once the day is over, if it is still going on then (if it ended before, the
// console's page still lists it). A single broken page seen by many visitors is one burst, hence one mail, however
// long it lasts; something that breaks again after a quiet hour is news, and gets a new mail the next day at the most.
// The state lives in one row of the database, which every batch of reports locks before it decides (csp-report-store),
// so servers sharing the database never both mail.

export const BURST_REPORTS = 20;
export const BURST_MINUTES = 10;
const MINUTE_MS = 60_000;
const QUIET_MS = 60 * MINUTE_MS;
const MAIL_GAP_MS = 24 * 60 * MINUTE_MS;
/** Rows named in the mail; the console's page has the rest. */
const MAIL_ROWS = 15;

export type AlarmState = Omit<typeof cspReportAlarm.$inferSelect, 'id'>;

/**
 * The reports of this minute and of the ones before it still in the window, with `reports` more in this minute. A
 * minute another server's clock put ahead of ours counts while it is near, and is never kept for long.
 */
function recentWith(recent: ReportMinute[], minute: number, reports: number): ReportMinute[] {
  const kept = recent.filter(([at]) => Math.abs(at - minute) < BURST_MINUTES && at !== minute);
  const now = recent.find(([at]) => at === minute)?.[1] ?? 0;
  return [...kept, [minute, now + reports]];
}

/** The alarm after `reports` more arrived at `now`, how many the window holds, and whether to mail now. */
export function nextAlarm(state: AlarmState, reports: number, now: Date): { state: AlarmState; mail: boolean } {
  const recent = recentWith(state.recent, Math.floor(now.getTime() / MINUTE_MS), reports);
  const inWindow = recent.reduce((sum, [, count]) => sum + count, 0);
  let { burstStartedAt, burstHotAt, burstMailed, lastMailedAt } = state;
  if (burstHotAt && now.getTime() - burstHotAt.getTime() >= QUIET_MS) {
    burstStartedAt = null;
    burstHotAt = null;
    burstMailed = false;
  }
  if (inWindow >= BURST_REPORTS) {
    burstStartedAt ??= now;
    burstHotAt = now;
  }
  const mail =
    burstStartedAt !== null && !burstMailed && (!lastMailedAt || now.getTime() - lastMailedAt.getTime() >= MAIL_GAP_MS);
  if (mail) {
    burstMailed = true;
    lastMailedAt = now;
  }
  return { state: { recent, burstStartedAt, burstHotAt, burstMailed, lastMailedAt }, mail };
}

const ghanaTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

export type BurstRow = CspReportKey & { count: number };

/** The owner's one mail about a burst: what was blocked where, and the console's page with every count. */
export function burstMail(burstStartedAt: Date, rows: BurstRow[]): QueuedMail {
  const lines = rows
    .slice(0, MAIL_ROWS)
    .map((row) => `  ${row.pagePath}  ${row.directive}  ${row.blocked}: ${row.count}`);
  if (rows.length > MAIL_ROWS) lines.push(`  and ${rows.length - MAIL_ROWS} more.`);
  return {
    reference: `csp-burst-${burstStartedAt.toISOString()}`,
    kind: 'csp-burst',
    recipient: shopAddress(),
    subject: 'The website’s pages are blocking scripts or styles',
    body: [
      `Since ${ghanaTime.format(burstStartedAt)}, visitors’ browsers have reported ${BURST_REPORTS} or more scripts or`,
      `styles blocked by the website’s pages within ${BURST_MINUTES} minutes. A blocked script can stop a page`,
      'working (the cart, Pay Now, a form); one from a browser add-on ("extension") is the visitor’s, not the site’s.',
      '',
      `Reported in the last ${BURST_MINUTES} minutes (page, directive, what was blocked: times reported in all):`,
      ...lines,
      '',
      `Every count: ${new URL(STAFF_SECURITY_PATH, serverEnv('SITE_URL')).toString()}`,
      '',
      'This is the only mail about this burst. A new one comes only after an hour without a burst, and at most one a day.',
    ].join('\n'),
  };
}
