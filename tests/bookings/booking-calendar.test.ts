/** @jest-environment node */
import ICAL from 'ical.js';
import { bookingCalendar } from '@/lib/bookings/booking-calendar';

// The calendar file is read back by Mozilla's iCalendar parser (the one Thunderbird uses), not by string matching:
// what a phone's calendar would make of it is what counts.

const entry = {
  reference: 'MHB-LX2K-00AA11',
  startsAt: new Date('2026-12-01T09:00:00Z'),
  endsAt: new Date('2026-12-01T09:30:00Z'),
  title: 'Consultation with a herbalist, with Nana Ama; a first visit',
  place: 'At the centre, Kasoa Road',
  description: 'Deposit paid: GHS 50.00. Left to pay there: GHS 150.00.',
  url: 'https://mhv.example/book/booking/MHB-LX2K-00AA11?key=k3y',
  host: 'mhv.example',
};

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

it('one event at the booked time in UTC, with its title, place and the booking page, as a parser reads them', () => {
  const text = bookingCalendar(entry);
  const event = new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:00:00.000Z');
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T09:30:00.000Z');
  expect(event.startDate.zone.tzid).toBe('UTC');
  expect(event.summary).toBe(entry.title);
  expect(event.location).toBe(entry.place);
  expect(event.description).toContain(entry.url);
  expect(event.uid).toBe('MHB-LX2K-00AA11@mhv.example');
  // RFC 5545: lines end in CRLF and none is longer than 75 octets.
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
});

it('the same booking gives the same event identity every time it is downloaded, so a calendar updates it', () => {
  const uid = (text: string) => parse(text).getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid');
  expect(uid(bookingCalendar(entry))).toBe(uid(bookingCalendar({ ...entry, startsAt: new Date('2026-12-02T10:00Z') })));
});
