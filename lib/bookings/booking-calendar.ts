import ical, { ICalCalendarMethod } from 'ical-generator';

// The 'Add to calendar' file of a booking (iCalendar, RFC 5545), written by a maintained library rather than by hand:
// line folding, escaping and the UTC times are where hand-written calendars go wrong, and every phone's calendar
// app reads what it writes.

export type CalendarEntry = {
  /** The booking's payment reference: the same event whatever the number of downloads, so a calendar updates it. */
  reference: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  place: string;
  description: string;
  /** The booking's private page, where it can be moved or cancelled. */
  url: string;
  /** The site's host name, which makes the event's UID unique in the world. */
  host: string;
};

/** The .ics text of one booking, times in UTC (Ghana's time is GMT, and UTC reads the same in every app). */
export function bookingCalendar(entry: CalendarEntry): string {
  const calendar = ical({ prodId: { company: entry.host, product: 'bookings' }, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `${entry.reference}@${entry.host}`,
    start: entry.startsAt,
    end: entry.endsAt,
    summary: entry.title,
    location: entry.place,
    description: `${entry.description}\n\n${entry.url}`,
    url: entry.url,
  });
  return calendar.toString();
}
