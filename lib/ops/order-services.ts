import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { startMailRetries } from '@/lib/server/mail/deliver';
import { startReconciliation } from '@/lib/shop/money/reconcile-job';
import { startHoldReleases } from '@/lib/shop/stock/stock-job';
import { startBookingHoldRounds } from '@/lib/bookings/booking-hold-round';
import { startBookingReminderRounds } from '@/lib/bookings/booking-reminder-round';
import { startCareRetentionRounds } from '@/lib/inbox/care-retention-round';
import { startScriptAlarmRounds } from '@/lib/server/csp/script-alarm';
import { startCspReportRetentionRounds } from '@/lib/server/csp/csp-report-retention';
import { serveSiteSocket } from '@/lib/ops/site-socket';

const RETRY_MS = 30_000;

/**
 * What a running site does for the order book beside answering requests: retry unsent mail, check pending orders
 * with Paystack, end the holds whose time ran out (units of stock, consultations' times), remind buyers of their
 * consultations the day before, delete the care follow-ups whose time is up and the counts of blocked scripts nobody
 * reported for 90 days, compare the scripts and headers the public pages are served with against the build's
 * inventory (the script alarm), and open the database at start so that (on PGlite) the site can answer
 * `npm run orders`. Never throws: while the database cannot be opened it tries again every 30 s, and requests
 * meanwhile get DatabaseUnavailableError as usual.
 */
export async function startOrderServices(): Promise<void> {
  startMailRetries();
  startReconciliation();
  startHoldReleases();
  startBookingHoldRounds();
  startBookingReminderRounds();
  startCareRetentionRounds();
  startScriptAlarmRounds();
  startCspReportRetentionRounds();
  try {
    const handle = await getDatabase();
    if (handle.kind === 'pglite') await serveSiteSocket(handle);
  } catch (error) {
    console.error(
      `[orders] start-up failed, trying again in ${RETRY_MS / 1000} s:`,
      error instanceof Error ? error.message : error,
    );
    setTimeout(() => void startOrderServices(), RETRY_MS).unref();
  }
}
