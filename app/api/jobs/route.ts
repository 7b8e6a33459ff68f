import { deliverQueuedMail } from '@/lib/server/mail/deliver';
import { reconcileNow } from '@/lib/shop/money/reconcile-job';
import { releaseHoldsNow } from '@/lib/shop/stock/stock-job';
import { endBookingHoldsNow } from '@/lib/bookings/booking-hold-round';
import { remindBookingsNow } from '@/lib/bookings/booking-reminder-round';
import { deleteExpiredCareNow } from '@/lib/inbox/care-retention-round';
import { checkServedScriptsNow } from '@/lib/server/csp/script-alarm';
import { deleteOldCspReports } from '@/lib/server/csp/csp-report-retention';
import { JOBS_TOKEN_HEADER, jobsToken } from '@/lib/server/runtime/scheduled-jobs';
import { sameSecret } from '@/lib/server/http/same-secret';

// The background rounds, asked for by the Worker's Cron Trigger (edge/worker.ts). A Node server runs them on its own
// timers and has no token, so there this address answers 404 to everyone, as it does to any caller without the
// isolate's token.
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  if (!sameSecret(request.headers.get(JOBS_TOKEN_HEADER), jobsToken())) {
    return Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  // Reconciliation and reminders first: the mail they queue is then sent by the delivery round. The script alarm comes
  // last, as the round that costs the most (every ten minutes, it fetches and hashes a share of the public pages and
  // scripts): the others are done whatever becomes of it, and the mail it queues goes out on the next call.
  const reconcile = await reconcileNow();
  const reminders = await remindBookingsNow();
  const mail = await deliverQueuedMail();
  const holds = await releaseHoldsNow();
  const bookingHolds = await endBookingHoldsNow();
  const careDeleted = await deleteExpiredCareNow();
  const cspReportsDeleted = await deleteOldCspReports();
  const scriptAlarm = await checkServedScriptsNow();
  return Response.json(
    { mail, reconcile, reminders, holds, bookingHolds, careDeleted, cspReportsDeleted, scriptAlarm },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
