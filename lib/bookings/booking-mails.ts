import 'server-only';
import { eq } from 'drizzle-orm';
import { site } from '@/content/site';
import type { AppDatabase } from '@/lib/server/db/client';
import { bookingSettings, bookings, consultations } from '@/lib/server/db/booking-schema';
import type { ConsultationPlace } from '@/lib/server/db/stored-values';
import { queueMail, type QueuedMail } from '@/lib/server/mail/outbox';
import { siteUrl } from '@/lib/site/site-url';
import { bookingMessages } from './booking-messages';
import { bookingPath } from './booking-path';
import { peopleNames } from './booking-people';
import { bookingFacts, whenInGhana } from './booking-words';

// The buyer's mails about a booked consultation: one when it is booked, one the day before. They say what its private
// page says, in plain text, and lead to that page, where the booking can be moved or cancelled. Nothing is ever
// mailed about a time that is only held: a buyer who has paid must never be asked to complete a booking.

type Booking = typeof bookings.$inferSelect;

/** 'booked' as the booking is confirmed, 'reminder' the day before it; the outbox sends each once per booking. */
type BuyerBookingMailKind = 'booked' | 'reminder';

/** What the mails say about a booking beyond its own row. */
export type BookingMailFacts = {
  booking: Booking;
  consultationName: string;
  place: ConsultationPlace;
  personName: string;
  /** The shop's minimum notice: the booking can be moved or cancelled until this long before it starts. */
  minNoticeMinutes: number;
};

/** '2 hours', '90 minutes', '1 hour': how long before the start a change is still possible. */
function noticeWords(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The sentence that leads to the private page, with the limit the page itself applies. */
function changeSentence(minNoticeMinutes: number): string {
  const until = minNoticeMinutes > 0 ? `up to ${noticeWords(minNoticeMinutes)} before it starts` : 'until it starts';
  return `Your booking's page, where you can add it to your calendar, and move or cancel it ${until}:`;
}

/**
 * The buyer's mail of this kind. The page's address is absolute and read when the mail is written, so the running
 * server's SITE_URL counts.
 */
function buyerBookingMail(kind: BuyerBookingMailKind, facts: BookingMailFacts): QueuedMail {
  const { booking } = facts;
  const when = whenInGhana(booking.startsAt);
  const opening =
    kind === 'booked'
      ? [`${bookingMessages.booked}.`]
      : [`A reminder: your consultation is on ${when}.`, 'We look forward to seeing you.'];
  return {
    reference: booking.reference,
    // A booking moved after its reminder is reminded again of its new time; the same time is reminded once.
    kind: kind === 'reminder' ? `reminder:${booking.startsAt.toISOString()}` : kind,
    recipient: booking.email,
    subject:
      kind === 'booked'
        ? `${bookingMessages.booked}: ${facts.consultationName}, ${when}`
        : `Reminder: ${facts.consultationName}, ${when}`,
    body: [
      `Dear ${booking.name},`,
      '',
      ...opening,
      '',
      ...bookingFacts(facts).map(([label, value]) => `${label}: ${value}`),
      '',
      changeSentence(facts.minNoticeMinutes),
      new URL(bookingPath(booking.reference, booking.pageKey), siteUrl()).toString(),
      '',
      site.brandFull,
      site.email,
    ].join('\n'),
  };
}

/** Reads what the mails say beside the booking: its consultation, its person's name and the shop's notice. */
export async function readMailFacts(db: AppDatabase, booking: Booking): Promise<BookingMailFacts> {
  const [consultation] = await db
    .select({ name: consultations.name, place: consultations.place })
    .from(consultations)
    .where(eq(consultations.id, booking.consultationId));
  const [settings] = await db
    .select({ minNoticeMinutes: bookingSettings.minNoticeMinutes })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  const names = await peopleNames(db, [booking.personId]);
  return {
    booking,
    consultationName: consultation.name,
    place: consultation.place,
    personName: names.get(booking.personId) ?? 'Our team',
    // The row is written before any booking can be made; were it gone, its column's default is what would apply.
    minNoticeMinutes: settings?.minNoticeMinutes ?? Number(bookingSettings.minNoticeMinutes.default),
  };
}

/**
 * Queues the buyer's mail of this kind in the caller's transaction, so that it exists exactly when the change that
 * calls for it is committed. A second call for the same booking and kind queues nothing.
 */
export async function queueBuyerBookingMail(
  tx: AppDatabase,
  booking: Booking,
  kind: BuyerBookingMailKind,
): Promise<void> {
  await queueMail(tx, [buyerBookingMail(kind, await readMailFacts(tx, booking))]);
}
