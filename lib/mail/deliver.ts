import 'server-only';
import { getDatabase } from '@/lib/db/connection';
import { claimDue, markFailed, markSent } from './outbox';
import { mailSender, type SendMail } from './transport';

export type DeliveryReport = { sent: number; failed: number };

/**
 * Sends every due message in the outbox once. Never throws: a mail server or database that is down only leaves
 * the messages for the next attempt. `now` lets tests stand at a later moment instead of waiting for the backoff.
 */
export async function deliverQueuedMail(options: { now?: Date; send?: SendMail } = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  try {
    const { db } = await getDatabase();
    const send = options.send ?? mailSender();
    for (;;) {
      const now = options.now ?? new Date();
      const batch = await claimDue(db, now);
      if (batch.length === 0) break;
      for (const row of batch) {
        try {
          await send({ to: row.recipient, subject: row.subject, text: row.body, messageId: `<outbox-${row.id}.${row.reference}@mhv.orders>` });
          await markSent(db, row.id, new Date());
          report.sent++;
        } catch (error) {
          report.failed++;
          const reason = error instanceof Error ? error.message : String(error);
          console.error(`[mail] not sent (attempt ${row.attempts}), kept for a retry: ${row.subject}: ${reason}`);
          await markFailed(db, row, now, reason);
        }
      }
      // A failed message is not due again in this round, so the loop ends; a full batch may have more behind it.
      if (report.failed > 0) break;
    }
  } catch (error) {
    console.error('[mail] delivery round skipped:', error instanceof Error ? error.message : error);
  }
  return report;
}

const KEY = Symbol.for('mhv.mail.retryTimer');
type Holder = { [KEY]?: NodeJS.Timeout };

/** Retries unsent mail every `everyMs` in this server process (started once, from instrumentation.ts). */
export function startMailRetries(everyMs = 60_000): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  let running = false;
  holder[KEY] = setInterval(() => {
    if (running) return; // one round at a time per process; other processes are kept apart by the claims
    running = true;
    void deliverQueuedMail().finally(() => {
      running = false;
    });
  }, everyMs);
  holder[KEY].unref(); // never keeps a process alive on its own
}

export function stopMailRetries(): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) clearInterval(holder[KEY]);
  delete holder[KEY];
}
