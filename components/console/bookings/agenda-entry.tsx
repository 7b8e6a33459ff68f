import { clockInGhana } from '@/lib/bookings/booking-words';
import { staffBookingPath } from '@/lib/bookings/booking-path';
import type { AgendaEntry as Entry } from '@/lib/console/bookings/agenda';
import { BookingStatusBadge } from './booking-status-badge';

/** One booking in the agenda: its time, the buyer and what they come for, a tap away from its page. */
export function AgendaEntry({ entry }: { entry: Entry }) {
  return (
    <a
      href={staffBookingPath(entry.reference)}
      className="flex min-h-11 flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg border border-stone-200 bg-white p-3 hover:bg-stone-50"
    >
      <time dateTime={entry.startsAt.toISOString()} className="text-lg font-bold text-brand-900 tabular-nums">
        {clockInGhana(entry.startsAt)}–{clockInGhana(entry.endsAt)}
      </time>
      <span className="min-w-0 flex-1 font-semibold break-words underline underline-offset-2">{entry.name}</span>
      <BookingStatusBadge status={entry.status} />
      <span className="w-full text-stone-700">{entry.consultation}</span>
    </a>
  );
}
