import 'server-only';
import { eq } from 'drizzle-orm';
import { withDatabase } from '@/lib/server/db/connection';
import { bookingSettings, bookings, consultations } from '@/lib/server/db/booking-schema';
import { sameSecret } from '@/lib/server/http/same-secret';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { PAYSTACK_REFERENCE } from '@/lib/paystack/paystack-terms';
import { verifyTransaction } from '@/lib/paystack/paystack-api';
import { paystackSecretKey } from '@/lib/paystack/paystack-settings';
import { outcomeFromPaystack } from '@/lib/paystack/payment-outcome';
import type { ConsultationPlace } from '@/lib/server/db/stored-values';
import type { Booking } from './booking-hold';
import { peopleNames } from './booking-people';
import { settleBooking } from './booking-settle';
import { readConsultationPage, type ConsultationPage } from './booking-read';

// The booking behind a private link: its page, its calendar file and the buyer's own changes all find it here, and
// each answers every wrong link the same way, so a key cannot be guessed from the answers.

/** A booking with what its page says about it. */
export type FoundBooking = {
  booking: Booking;
  consultation: { slug: string; name: string; description: string; place: ConsultationPlace };
  personName: string;
};

/** The booking at `reference` if `key` is its page's key, else null. */
export async function bookingForPage(
  reference: string | undefined,
  key: string | null | undefined,
): Promise<FoundBooking | null> {
  if (!reference || !key || key.length > 200 || !PAYSTACK_REFERENCE.test(reference)) return null;
  return withDatabase(async (db) => {
    const [row] = await db
      .select({ booking: bookings, consultation: consultations })
      .from(bookings)
      .innerJoin(consultations, eq(consultations.id, bookings.consultationId))
      .where(eq(bookings.reference, reference));
    if (!row || !sameSecret(key, row.booking.pageKey)) return null;
    const names = await peopleNames(db, [row.booking.personId]);
    const { slug, name, description, place } = row.consultation;
    return {
      booking: row.booking,
      consultation: { slug, name, description, place },
      personName: names.get(row.booking.personId) ?? 'Our team',
    };
  });
}

/** Short: the booking page waits for it. Paystack slower than this leaves the booking as it was. */
const PAGE_CHECK_TIMEOUT_MS = 4_000;

/**
 * Opening the page of a booking still waiting for its payment asks Paystack once more, so the visitor sent back from
 * Paystack's page, or whose confirmation reached neither the popup nor the webhook, sees it booked. Any failure
 * leaves the booking as it was.
 */
export async function refreshWaitingBooking(found: FoundBooking): Promise<FoundBooking> {
  const { booking } = found;
  if ((booking.status !== 'held' && booking.status !== 'expired') || !paystackSecretKey()) return found;
  try {
    const transaction = await verifyTransaction(booking.reference, { timeoutMs: PAGE_CHECK_TIMEOUT_MS });
    const settled = await withDatabase((db) =>
      settleBooking(db, booking.reference, outcomeFromPaystack(transaction), 'verify'),
    );
    deliverQueuedMailSoon();
    return settled.booking ? { ...found, booking: settled.booking } : found;
  } catch (error) {
    console.error(
      `[booking] page check of ${booking.reference} failed; shown as it is.`,
      error instanceof Error ? error.message : error,
    );
    return found;
  }
}

/**
 * What the buyer may still do from the page: move to one of these times, or cancel. Null once the minimum notice
 * before the time has begun, or for a booking that is not booked.
 */
export async function buyerOptions(
  found: FoundBooking,
  now: Date,
): Promise<{ times: ConsultationPage['times'] } | null> {
  const { booking, consultation } = found;
  if (booking.status !== 'booked') return null;
  const [settings] = await withDatabase((db) =>
    db.select({ minNoticeMinutes: bookingSettings.minNoticeMinutes }).from(bookingSettings),
  );
  const deadline = booking.startsAt.getTime() - (settings?.minNoticeMinutes ?? 0) * 60_000;
  if (now.getTime() >= deadline) return null;
  const page = await readConsultationPage(consultation.slug, now);
  return { times: page?.times ?? [] };
}
