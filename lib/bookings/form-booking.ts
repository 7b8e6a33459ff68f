import 'server-only';
import { createHash } from 'node:crypto';
import { isSameOrigin, isSecureRequest, requestOrigin } from '@/lib/auth/request-context';
import { paystackSecretKey } from '@/lib/paystack/paystack-settings';
import { GUARD_MESSAGES } from '@/lib/server/http/guard/messages';
import { failure } from '@/lib/server/http/guard/respond';
import { formPostRoute } from '@/lib/server/http/with-form-guard';
import { siteUrl } from '@/lib/site/site-url';
import { bookingRefusals, refusalAnchor, timeRefusals } from './booking-messages';
import { consultationPath } from './booking-path';
import type { PlacedBooking } from './pay-for-booking';
import { payForBooking } from './pay-for-booking';
import type { TimeRefusal } from './open-times';

// The booking form as a browser posts it when the page's code has not run: the same Pay Now as the page's code
// (payForBooking), then the visitor is sent to Paystack's own checkout page, which sends them back to the booking.
// A refusal sends the browser back to the consultation's page at the sentence's anchor, which the page shows without
// any code; the browser's Back keeps what was typed.

/** The form's fields at their longest (a long note in a script of three bytes a letter), well within this size. */
const MAX_BOOKING_FORM_BYTES = 8 * 1024;

/** The refusal's anchor on the consultation page, from the sentence payForBooking answered with. */
function anchorOf(body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  const refusal = (Object.keys(timeRefusals) as TimeRefusal[]).find((key) => timeRefusals[key] === error);
  return refusalAnchor(refusal ?? 'other');
}

/** The form's fields as Pay Now's JSON: the time chosen is one radio button, `personId|startsAt`. */
function requestOf(form: URLSearchParams) {
  const [personId = '', startsAt = ''] = (form.get('time') ?? '').split('|');
  return {
    consultation: form.get('consultation') ?? '',
    personId: Number(personId) || 0,
    startsAt,
    name: form.get('name') ?? '',
    phone: form.get('phone') ?? '',
    email: form.get('email') ?? '',
    note: form.get('note') ?? '',
    paymentMode: form.get('paymentMode') ?? '',
  };
}

/** Everything the route of the booking form exports. */
export function bookingFormRoute() {
  return formPostRoute(
    async (form, request, { requestId }, once) => {
      const secure = isSecureRequest(request.headers, request.url);
      // Another site's form cannot hold a time in this visitor's name.
      if (!isSameOrigin(request.headers, secure)) return failure(403, GUARD_MESSAGES.crossOrigin, requestId);
      const input = requestOf(form);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(input.consultation) || input.consultation.length > 100)
        return failure(400, bookingRefusals.formIncomplete, requestId);
      const back = (anchor: string) =>
        new Response(null, {
          status: 303,
          headers: [
            ['Location', `${consultationPath(input.consultation)}#${anchor}`],
            ['Cache-Control', 'private, no-store'],
          ],
        });
      // Paystack's checkout page needs the secret key.
      if (!paystackSecretKey()) return back(refusalAnchor('not-configured'));
      // The same form sent twice (a double tap, a reload) is one Pay Now: its key is what the visitor chose and typed,
      // so another visitor's form is never answered with this one's payment.
      const key = createHash('sha256').update(JSON.stringify(input)).digest('hex');
      const returnOrigin = requestOrigin(request.headers, secure) ?? siteUrl().origin;
      const outcome = await once(key, (value) => payForBooking(value, returnOrigin), input);
      if (outcome instanceof Response) return back(anchorOf(await outcome.json().catch(() => null)));
      const { answer } = outcome;
      if (answer.status !== 200) return back(anchorOf(answer.body));
      const placed = answer.body as PlacedBooking;
      const location = placed.authorizationUrl ?? (placed.status === 'booked' ? placed.bookingUrl : null);
      if (!location) return back(refusalAnchor('other'));
      return new Response(null, {
        status: 303,
        headers: [
          ['Location', location],
          ['Cache-Control', 'private, no-store'],
        ],
      });
    },
    { name: 'booking-form', maxBodyBytes: MAX_BOOKING_FORM_BYTES },
  );
}
