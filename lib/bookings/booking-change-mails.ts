import 'server-only';
import { site } from '@/content/site';
import { formatMinorUnits } from '@/content/schema/money';
import type { AppDatabase } from '@/lib/server/db/client';
import type { bookings } from '@/lib/server/db/booking-schema';
import type { QueuedMail } from '@/lib/server/mail/outbox';
import { absoluteUrl } from '@/lib/site/site-url';
import { BOOK_PATH, bookingPath } from './booking-path';
import { readMailFacts } from './booking-mails';
import { PLACE_WORDS, whenInGhana } from './booking-words';

// The buyer's mail when a booked consultation moves to another time or is cancelled, whoever did it. Each mail is
// queued in the transaction of its change, under a kind that names the change, so a second press sends nothing more.

type Booking = typeof bookings.$inferSelect;

/** Who changed the booking, as the mail thanks or apologises: the buyer on their page, or the team. */
type ChangedBy = 'buyer' | 'staff';

/** The outbox kind of the mail about a move: one per new time, so moving back and forth still tells each move. */
const movedMailKind = (startsAt: Date) => `moved:${startsAt.toISOString()}`;

/** The consultation's name, its place in words and the person's name, as every mail about the booking says them. */
async function consultationWords(db: AppDatabase, booking: Booking) {
  const facts = await readMailFacts(db, booking);
  return { name: facts.consultationName, place: PLACE_WORDS[facts.place], person: facts.personName };
}

const signature = ['', site.brandFull, site.email];

/** The mail telling the buyer their consultation now happens at the booking's (new) time, with whom and where. */
export async function movedMail(db: AppDatabase, booking: Booking, from: Date, by: ChangedBy): Promise<QueuedMail> {
  const words = await consultationWords(db, booking);
  const when = whenInGhana(booking.startsAt);
  return {
    reference: booking.reference,
    kind: movedMailKind(booking.startsAt),
    recipient: booking.email,
    subject: `Your consultation is moved: ${words.name}, ${when}`,
    body: [
      `Dear ${booking.name},`,
      '',
      by === 'buyer'
        ? 'Your consultation is moved to the time you chose.'
        : 'We have moved your consultation to a new time. If it does not suit you, reply to this mail or call us.',
      '',
      `What: ${words.name}`,
      `When: ${when}`,
      `Before: ${whenInGhana(from)}`,
      `Where: ${words.place}`,
      `With: ${words.person}`,
      `Reference: ${booking.reference}`,
      '',
      'Your booking’s page, with its new calendar file:',
      absoluteUrl(bookingPath(booking.reference, booking.pageKey)),
      ...signature,
    ].join('\n'),
  };
}

/** The mail telling the buyer their consultation is cancelled, and what happens to the deposit they paid. */
export async function cancelledMail(db: AppDatabase, booking: Booking, by: ChangedBy): Promise<QueuedMail> {
  const words = await consultationWords(db, booking);
  const when = whenInGhana(booking.startsAt);
  const paid = booking.paidAmount ?? 0;
  return {
    reference: booking.reference,
    kind: 'cancelled',
    recipient: booking.email,
    subject: `Your consultation is cancelled: ${words.name}, ${when}`,
    body: [
      `Dear ${booking.name},`,
      '',
      by === 'buyer'
        ? `Your consultation on ${when} is cancelled, as you asked.`
        : `We are sorry: we had to cancel your consultation on ${when}.`,
      ...(paid > 0
        ? [
            '',
            `Your deposit of ${formatMinorUnits(paid, booking.currency)} is refunded to the account you paid from.`,
            'Mobile money and card refunds can take a few days to arrive.',
          ]
        : []),
      '',
      `Reference: ${booking.reference}`,
      '',
      'To book another time:',
      absoluteUrl(BOOK_PATH),
      ...signature,
    ].join('\n'),
  };
}
