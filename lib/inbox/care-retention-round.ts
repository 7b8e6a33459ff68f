import 'server-only';
import { getDatabase } from '@/lib/server/db/connection';
import { countingRound, repeatEvery } from '@/lib/server/runtime/repeat';
import { deleteExpiredItems } from './inbox-store';

// Care follow-ups are kept for the days the visitor was told (CARE_RETENTION_DAYS, fixed on each item when it was
// sent), then deleted with their notes and their mail, whatever state they are in: each within the hour after its
// end. On Workers there is no timer; the scheduled jobs call the round itself.

const EVERY_MS = 60 * 60_000;

/** One round on the site's database: deletes every item past its end. Never throws: failures are logged. */
export const deleteExpiredCareNow = countingRound(
  'care',
  async () => deleteExpiredItems((await getDatabase()).db),
  (deleted) => `${deleted} care follow-up(s) reached the end of their retention and were deleted.`,
);

/** Runs a round every hour in this server process. */
export function startCareRetentionRounds(): void {
  repeatEvery('care-retention', EVERY_MS, deleteExpiredCareNow);
}
