import 'server-only';
import { lte } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings } from '@/lib/server/db/booking-schema';
import { databaseNow } from '@/lib/server/db/hold-until';
import { countingRound, repeatEvery } from '@/lib/server/runtime/repeat';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { endHolds } from './booking-hold';

// Holds on times whose minutes ran out. The open times never count them (they compare the hold's end with the
// clock), so no visitor waits for this round; it marks them ended and renders the pages again, so that the time is
// listed again within a round.

const EVERY_MS = 30_000;

/** Ends every hold whose time ran out, in one transaction; returns how many. */
export async function endBookingHolds(db: AppDatabase): Promise<number> {
  const ended = await announcingPageRefreshes(db, () =>
    db.transaction((tx) => endHolds(tx, lte(bookings.holdExpiresAt, databaseNow))),
  );
  return ended.length;
}

/** A round on the site's database. Never throws: failures are logged. */
export const endBookingHoldsNow = countingRound(
  'bookings',
  async () => endBookingHolds((await getDatabase()).db),
  (ended) => `${ended} hold(s) on a consultation's time ran out.`,
);

/** Runs a round every 30 seconds in this server process. */
export function startBookingHoldRounds(): void {
  repeatEvery('booking-holds', EVERY_MS, endBookingHoldsNow);
}
