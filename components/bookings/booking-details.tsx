import Link from 'next/link';
import { Fragment } from 'react';
import { bookingMessages } from '@/lib/bookings/booking-messages';
import { bookingCalendarPath, consultationPath } from '@/lib/bookings/booking-path';
import { bookingFacts } from '@/lib/bookings/booking-words';
import type { FoundBooking } from '@/lib/bookings/booking-lookup';

// A booking's private page: what was booked, when, where and with whom, and what was paid, in the words of its mail.

/** Seconds between the page's own reloads while Paystack's confirmation is awaited: no code needed. */
const WAITING_RELOAD_SECONDS = 5;

function Facts({ found }: { found: FoundBooking }) {
  const { booking, consultation, personName } = found;
  const facts = bookingFacts({ booking, consultationName: consultation.name, place: consultation.place, personName });
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="font-medium text-stone-900">{label}</dt>
          <dd className={label === 'Reference' ? 'font-mono text-sm' : undefined}>
            {label === 'When' ? <time dateTime={booking.startsAt.toISOString()}>{value}</time> : value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function BookingDetails({ found, pageKey }: { found: FoundBooking; pageKey: string }) {
  const { booking, consultation } = found;
  switch (booking.status) {
    case 'held':
      return (
        <>
          <meta httpEquiv="refresh" content={String(WAITING_RELOAD_SECONDS)} />
          <p role="status" className="text-lg text-stone-800">
            {bookingMessages.waiting}
          </p>
          <Facts found={found} />
        </>
      );
    case 'expired':
      return (
        <>
          <p role="alert" className="text-lg font-medium text-red-700">
            {bookingMessages.notPaid}
          </p>
          <Link href={consultationPath(consultation.slug)} className="font-semibold text-brand-700 underline">
            Choose a time again
          </Link>
        </>
      );
    case 'cancelled':
      return (
        <>
          <h2 className="font-serif text-2xl font-bold text-brand-900">This booking is cancelled</h2>
          <Facts found={found} />
        </>
      );
    case 'double-booked':
      return (
        <>
          <h2 className="font-serif text-2xl font-bold text-brand-900">Your payment arrived, but the time was taken</h2>
          <p className="text-stone-800">
            Your payment reached us after your time had been given to someone else. We will call you to choose another
            time or to refund you: nothing is lost.
          </p>
          <Facts found={found} />
        </>
      );
    default:
      return (
        <>
          <h2 className="font-serif text-2xl font-bold text-brand-900">{bookingMessages.booked}</h2>
          <Facts found={found} />
          <a
            href={bookingCalendarPath(booking.reference, pageKey)}
            download={`${booking.reference}.ics`}
            className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800"
          >
            Add to calendar
          </a>
        </>
      );
  }
}
