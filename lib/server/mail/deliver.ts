import 'server-only';
import { inBackground } from '@/lib/server/runtime/workers';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { claimDue, markFailed, markSent, release } from './outbox';
import { mailSender, type SendMail } from './transport';
import { repeatEvery } from '@/lib/server/runtime/repeat';

/** Longer than one SMTP conversation can take with the transport's timeouts. */
const SEND_MARGIN_MS = 90_000;

export type DeliveryReport = { sent: number; failed: number };

type DeliveryOptions = { now?: Date; send?: SendMail };

/** One delivery round on `db`: claims due messages in batches and sends each; throws only if the database does. */
export async function deliverQueuedMailOn(db: AppDatabase, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const send = options.send ?? mailSender();
  for (;;) {
    const now = options.now ?? new Date();
    const batch = await claimDue(db, now);
    if (batch.length === 0) return report;
    for (const [index, row] of batch.entries()) {
      // Stop before a claim could run out mid-send (another server may take the message then), or after a failure
      // (the mail server is likely down): the rest go back untried, so nothing is sent twice or charged an attempt.
      const claimRunsOut = row.claimedUntil !== null && Date.now() > row.claimedUntil.getTime() - SEND_MARGIN_MS;
      if (report.failed > 0 || (!options.now && claimRunsOut)) {
        await release(
          db,
          batch.slice(index).map((rest) => rest.id),
        );
        return report;
      }
      try {
        await send({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          messageId: `<outbox-${row.id}.${row.reference}@mhv.orders>`,
        });
      } catch (error) {
        report.failed++;
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`[mail] not sent (attempt ${row.attempts}), kept for a retry: ${row.subject}: ${reason}`);
        await markFailed(db, row, now, reason);
        continue;
      }
      // Outside the try: a message the server accepted is never put back for a retry. Should recording it fail, its
      // claim runs out and it may go once more (the same Message-ID lets mail clients fold the two).
      await markSent(db, row.id, new Date());
      report.sent++;
    }
    if (report.failed > 0) return report;
  }
}

/**
 * Sends every due message in the outbox. Never throws: a mail server or database that is down only leaves the
 * messages for the next attempt. `now` lets tests stand at a later moment instead of waiting for the backoff.
 */
export async function deliverQueuedMail(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  try {
    const { db } = await getDatabase();
    return await deliverQueuedMailOn(db, options);
  } catch (error) {
    console.error('[mail] delivery round skipped:', error instanceof Error ? error.message : error);
    return { sent: 0, failed: 0 };
  }
}

/**
 * Sends the outbox after the response, without making the caller wait. A Worker holds the request open for it (up to
 * 30 s); whatever is not sent by then stays queued for the next round.
 */
export function deliverQueuedMailSoon(): void {
  inBackground(deliverQueuedMail());
}

/** Retries unsent mail every `everyMs` in this server process (started once, from instrumentation.ts). */
export function startMailRetries(everyMs = 60_000): void {
  repeatEvery('mail', everyMs, deliverQueuedMail);
}
