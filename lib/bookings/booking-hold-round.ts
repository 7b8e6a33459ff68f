import 'server-only';
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '@/lib/server/db/client';
import { getDatabase } from '@/lib/server/db/connection';
import { bookings } from '@/lib/server/db/booking-schema';
import { databaseNow } from '@/lib/server/db/hold-until';
import { countingRound, repeatEvery } from '@/lib/server/runtime/repeat';
import { announcingPageRefreshes } from '@/lib/site/page-cache/page-refresh';
import { PaystackError, verifyTransaction } from '@/lib/paystack/paystack-api';
import { paystackSecretKey } from '@/lib/paystack/paystack-settings';
import { outcomeFromPaystack } from '@/lib/paystack/payment-outcome';
import { endHolds } from './booking-hold';
import { settleBooking } from './booking-settle';

// Holds on times whose minutes ran out. The open times never count them (they compare the hold's end with the
// clock), so no visitor waits for this round; it marks them ended and renders the pages again, so that the time is
// listed again within a round. Before a hold is ended, Paystack is asked once whether it was paid: a mobile-money
// approval whose news reached neither the popup nor the webhook still books the time, as the shop's reconciliation
// does for orders.

const EVERY_MS = 30_000;
/** Holds asked about in one round at most; the rest are asked in the next rounds, still held meanwhile. */
const ASKED_PER_ROUND = 20;
/** Short, so that one slow answer does not hold up the round. */
const ASK_TIMEOUT_MS = 5_000;

const ranOut = and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, databaseNow))!;

/**
 * Asks Paystack about held bookings whose hold ran out and settles those it reports paid. Returns the condition that
 * picks the holds to end now: those asked about (the others wait for the next round), or every one without the
 * secret key, which Paystack's answers need.
 */
async function settlePaidHolds(db: AppDatabase): Promise<SQL> {
  if (!paystackSecretKey()) return ranOut;
  const due = await db.select({ reference: bookings.reference }).from(bookings).where(ranOut).limit(ASKED_PER_ROUND);
  for (const { reference } of due) {
    try {
      const outcome = outcomeFromPaystack(await verifyTransaction(reference, { timeoutMs: ASK_TIMEOUT_MS }));
      if (outcome.kind === 'success') await settleBooking(db, reference, outcome, 'reconcile');
    } catch (error) {
      // Unanswered: the hold ends, and a payment Paystack confirms later still books the time if it is free.
      if (!(error instanceof PaystackError)) throw error;
      console.warn(`[booking] ${reference}: Paystack could not say whether it was paid (${error.kind}).`);
    }
  }
  return and(
    ranOut,
    inArray(
      bookings.reference,
      due.map((row) => row.reference),
    ),
  )!;
}

/** Ends every hold whose time ran out (after asking Paystack about them), in one transaction; returns how many. */
export async function endBookingHolds(db: AppDatabase): Promise<number> {
  const which = await settlePaidHolds(db);
  const ended = await announcingPageRefreshes(db, () => db.transaction((tx) => endHolds(tx, which)));
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
