import 'server-only';
import { z } from 'zod';
import { formatMinorUnits } from '@/content/schema/money';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { PAYSTACK_REFERENCE } from '@/lib/paystack/paystack-terms';
import type { AskOutcome } from '@/lib/paystack/refund-book';
import {
  cancelBooking,
  markBooking,
  moveBooking,
  type ChangeActor,
  type ChangeRefusal,
} from '@/lib/bookings/booking-changes';
import { STAFF_BOOKINGS_PATH, staffBookingPath } from '@/lib/bookings/booking-path';
import { whenInGhana } from '@/lib/bookings/booking-words';
import type { Actor } from '@/lib/server/audit/activity-log';
import { consoleAction } from '../actions/console-action';
import { formResultCookie } from '../form-result';
import { changeRefusalWords } from './booking-console-words';

// What staff do to a booking from its page: mark it attended or a no-show, move it (any staff account), cancel it
// with its deposit refunded (the owner only). Each sends the browser back to the booking's page with what happened;
// a press sent twice changes the booking once, and the buyer is mailed once.

const reference = z
  .string({ error: 'The booking reference is missing.' })
  .regex(PAYSTACK_REFERENCE, { error: 'That is not a booking reference.' });

/** '<person id>@<ISO start>', as the move form's choices are written. */
const moveTo = z
  .string({ error: 'Choose a time to move to.' })
  .regex(/^\d{1,9}@\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, { error: 'Choose one of the times listed.' })
  .transform((value) => {
    const [personId, startsAt] = value.split('@');
    return { personId: Number(personId), startsAt: new Date(startsAt) };
  })
  .refine((to) => !Number.isNaN(to.startsAt.getTime()), { error: 'Choose one of the times listed.' });

const staffActor = (actor: Actor): ChangeActor => ({
  kind: 'staff',
  email: actor.email ?? '',
  id: actor.id,
  address: actor.address,
});

type Said = { notice: string } | { problems: string[] };

const answer = async (ref: string, said: Said, secure: boolean, found = true) =>
  formResultCookie(said, found ? staffBookingPath(ref) : STAFF_BOOKINGS_PATH, secure);

/** A refused change, said on the booking's page (or the agenda, for a booking that does not exist). */
const refusedAnswer = (ref: string, refusal: ChangeRefusal, secure: boolean) =>
  answer(ref, { problems: [changeRefusalWords[refusal]] }, secure, refusal !== 'unknown');

export const bookingMarkAction = consoleAction({
  access: 'staff',
  schema: z.strictObject({ reference, mark: z.enum(['attended', 'no-show'], { error: 'Attended or no-show?' }) }),
  async handle(input, { db, actor, secure }) {
    const outcome = await markBooking(db, input.reference, input.mark, staffActor(actor));
    if (outcome.kind === 'refused') return refusedAnswer(input.reference, outcome.refusal, secure);
    const notice = input.mark === 'attended' ? 'Marked attended.' : 'Marked no-show.';
    return answer(
      input.reference,
      { notice: outcome.kind === 'changed' ? notice : `${notice} (It was already.)` },
      secure,
    );
  },
});

export const bookingMoveAction = consoleAction({
  access: 'staff',
  schema: z.strictObject({ reference, to: moveTo }),
  async handle(input, { db, actor, secure }) {
    const outcome = await moveBooking(db, input.reference, input.to, staffActor(actor));
    if (outcome.kind === 'refused') return refusedAnswer(input.reference, outcome.refusal, secure);
    if (outcome.kind === 'unchanged')
      return answer(input.reference, { notice: 'The booking is at that time already.' }, secure);
    deliverQueuedMailSoon();
    const when = whenInGhana(outcome.booking.startsAt);
    return answer(input.reference, { notice: `Moved to ${when}. The buyer is e-mailed the new time.` }, secure);
  },
});

/** What became of the deposit, in one sentence for the owner. */
function refundWords(refund: AskOutcome | null, paid: number, currency: string): string {
  const amount = formatMinorUnits(paid, currency);
  if (!refund) return 'Nothing was paid, so nothing is refunded.';
  if (refund.kind === 'asked') return `Paystack has the refund of ${amount}; it shows as sent once Paystack sends it.`;
  if (refund.kind === 'refused')
    return `Paystack refused the refund of ${amount} (${refund.message}): nothing went back.`;
  return `Paystack did not answer about the refund of ${amount}. It waits below until Paystack says; it is never made twice.`;
}

export const bookingCancelAction = consoleAction({
  access: 'owner',
  schema: z.strictObject({ reference }),
  async handle(input, { db, actor, secure }) {
    const outcome = await cancelBooking(db, input.reference, staffActor(actor));
    if (outcome.kind === 'refused') return refusedAnswer(input.reference, outcome.refusal, secure);
    if (outcome.kind === 'unchanged')
      return answer(
        input.reference,
        { notice: 'This booking was cancelled already: nothing more was refunded.' },
        secure,
      );
    deliverQueuedMailSoon();
    const { paidAmount, currency } = outcome.booking;
    const notice = `Cancelled, and the buyer is e-mailed. ${refundWords(outcome.refund, paidAmount ?? 0, currency)}`;
    return answer(input.reference, { notice }, secure);
  },
});
