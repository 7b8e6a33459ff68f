import { ActionForm } from '@/components/console/action-form';
import { SelectField } from '@/components/console/select-field';
import { SubmitButton } from '@/components/console/submit-button';
import { formatMinorUnits } from '@/content/schema/money';
import { whenInGhana } from '@/lib/bookings/booking-words';
import type { BookingDetail } from '@/lib/console/bookings/booking-detail';

interface BookingChangesProps extends Pick<BookingDetail, 'booking' | 'moves' | 'started'> {
  /** Whether this person may cancel and refund (the owner). */
  mayCancel: boolean;
}

const LIVE = ['booked', 'double-booked'];

/** What can be done to a booking now: mark it once its time has begun, move it to an open time, cancel it. */
export function BookingChangesPanel({ booking, moves, mayCancel, started }: BookingChangesProps) {
  const live = LIVE.includes(booking.status);
  const markable = started && (live || booking.status === 'attended' || booking.status === 'no-show');
  const paid = booking.paidAmount ?? 0;
  if (!live && !markable) return <p className="mt-3">This booking can no longer be changed.</p>;
  return (
    <div className="mt-3 space-y-6">
      {markable && (
        <div className="flex flex-wrap gap-3">
          {booking.status !== 'attended' && (
            <ActionForm action="booking-mark" hidden={{ reference: booking.reference, mark: 'attended' }}>
              <SubmitButton>Attended</SubmitButton>
            </ActionForm>
          )}
          {booking.status !== 'no-show' && (
            <ActionForm action="booking-mark" hidden={{ reference: booking.reference, mark: 'no-show' }}>
              <SubmitButton tone="secondary">No-show</SubmitButton>
            </ActionForm>
          )}
        </div>
      )}
      {live && !started && <p>Attended and No-show can be marked once the consultation has begun.</p>}
      {live &&
        (moves.length > 0 ? (
          <ActionForm
            action="booking-move"
            hidden={{ reference: booking.reference }}
            label="Move"
            className="space-y-3"
          >
            <SelectField
              id="booking-move-to"
              name="to"
              label="Move to another open time"
              options={moves.map((move) => [move.value, `${whenInGhana(move.startsAt)} · ${move.person}`] as const)}
            />
            <p className="text-sm text-stone-700">The old time is freed and the buyer is e-mailed the new one.</p>
            <SubmitButton tone="secondary">Move</SubmitButton>
          </ActionForm>
        ) : (
          <p>No other time of this consultation is open in the coming days.</p>
        ))}
      {live && mayCancel && (
        <ActionForm
          action="booking-cancel"
          hidden={{ reference: booking.reference }}
          label="Cancel"
          className="space-y-3"
        >
          <p>
            Cancelling frees the time and e-mails the buyer.{' '}
            {paid > 0
              ? `The deposit of ${formatMinorUnits(paid, booking.currency)} will be refunded through Paystack.`
              : 'Nothing was paid online, so nothing is refunded.'}
          </p>
          <SubmitButton tone="danger">Cancel booking</SubmitButton>
        </ActionForm>
      )}
    </div>
  );
}
