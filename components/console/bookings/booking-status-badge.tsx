import type { BookingStatus } from '@/lib/server/db/stored-values';
import { bookingStatusWords, needsOwner } from '@/lib/console/bookings/booking-console-words';

const quiet = 'bg-stone-100 text-stone-900 ring-stone-300';
const tones: Partial<Record<BookingStatus, string>> = {
  booked: 'bg-brand-50 text-brand-900 ring-brand-200',
  cancelled: 'bg-stone-200 text-stone-900 ring-stone-400 line-through',
};

/** A booking's status in words; a double booking in strong red with a warning sign, as it waits for the owner. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  if (needsOwner(status))
    return (
      <strong className="inline-flex items-center rounded-md bg-red-700 px-2 py-1 text-base font-bold text-white">
        <span aria-hidden="true">⚠&nbsp;</span>
        {bookingStatusWords[status]}
      </strong>
    );
  return (
    <span className={`inline-flex items-center rounded-md px-2 py-0.5 text-base ring-1 ${tones[status] ?? quiet}`}>
      {bookingStatusWords[status]}
    </span>
  );
}
