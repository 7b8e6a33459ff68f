import 'server-only';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { siteUrl } from '@/lib/site/site-url';
import { bookingCalendar } from './booking-calendar';
import { bookingForPage } from './booking-lookup';
import { bookingRefusals } from './booking-messages';
import { bookingPath } from './booking-path';
import { PLACE_WORDS } from './booking-words';

// GET /bookings/{reference}/calendar.ics?key=…: the booking as an iCalendar file, for a booked time only, with the
// same 404 for every wrong link as the booking's page.

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  });

const BOOKED = new Set(['booked', 'attended', 'no-show']);

export async function bookingCalendarFile(
  request: Request,
  context: { params: Promise<{ reference: string }> },
): Promise<Response> {
  const { reference } = await context.params;
  const key = new URL(request.url).searchParams.get('key');
  try {
    const found = await bookingForPage(reference, key);
    if (!found || !key || !BOOKED.has(found.booking.status)) return plain(404, bookingRefusals.notFound);
    const { booking, consultation, personName } = found;
    const site = siteUrl();
    const text = bookingCalendar({
      reference: booking.reference,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      title: `${consultation.name} with ${personName}`,
      place: PLACE_WORDS[consultation.place],
      description: consultation.description,
      url: new URL(bookingPath(booking.reference, key), site).href,
      host: site.hostname,
    });
    return new Response(text, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${booking.reference}.ics"`,
        'cache-control': 'private, no-store',
      },
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return plain(503, bookingRefusals.unavailable);
  }
}
