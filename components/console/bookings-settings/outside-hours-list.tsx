import Link from 'next/link';
import type { BookingOutsideHours } from '@/lib/bookings/booking-hours-edit';
import { staffBookingPath } from '@/lib/bookings/booking-path';
import { whenInGhana } from '@/lib/bookings/booking-words';
import { textLinkClass } from '../console-classes';

/**
 * The held and booked times to come that lie outside a person's hours: they stay booked after a change of hours,
 * and the owner decides whether to move them.
 */
export function OutsideHoursList({ name, outside }: { name: string; outside: readonly BookingOutsideHours[] }) {
  if (outside.length === 0) return null;
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
      <p className="font-semibold text-stone-900">Booked outside {name}&apos;s hours (they stay booked)</p>
      <ul className="mt-1 space-y-1">
        {outside.map((booking) => (
          <li key={booking.reference} className="break-words">
            <Link href={staffBookingPath(booking.reference)} prefetch={false} className={`${textLinkClass} font-mono`}>
              {booking.reference}
            </Link>{' '}
            · {whenInGhana(booking.startsAt)} · {booking.name}
            {booking.status === 'held' && ' · held, not yet paid'}
          </li>
        ))}
      </ul>
    </div>
  );
}
