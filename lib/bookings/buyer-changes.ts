import 'server-only';
import { isSameOrigin, isSecureRequest } from '@/lib/auth/request-context';
import { withDatabase } from '@/lib/server/db/connection';
import { isDatabaseUnavailable } from '@/lib/server/db/errors';
import { GUARD_MESSAGES } from '@/lib/server/http/guard/messages';
import { failure } from '@/lib/server/http/guard/respond';
import { formPostRoute } from '@/lib/server/http/with-form-guard';
import { deliverQueuedMailSoon } from '@/lib/server/mail/deliver';
import { cancelBooking, moveBooking, type ChangeRefusal } from './booking-changes';
import { bookingForPage } from './booking-lookup';
import { bookingRefusals, type BuyerChangeNotice } from './booking-messages';
import { bookingPath } from './booking-path';

// The buyer's own changes from the booking's page, as plain forms that work with or without the page's code: move to
// another open time, or cancel with the deposit refunded, both up to the minimum notice before the time. The page's
// key is the only proof of whose booking it is; every answer leads back to the page, which says what happened.

/** A form of two short fields: the key and, for a move, the time chosen. */
const MAX_CHANGE_FORM_BYTES = 1024;

const noticeOf = (refusal: ChangeRefusal): BuyerChangeNotice =>
  refusal === 'taken' || refusal === 'notice' ? refusal : 'refused';

type Change = 'move' | 'cancel';

/** The reference in /bookings/{reference}/{change}; empty (no booking's) when it is not a valid encoding. */
function referenceOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/')[2] ?? '');
  } catch {
    return '';
  }
}

/** The form route of one change, at /bookings/{reference}/{change}. */
export function buyerChangeRoute(change: Change) {
  return formPostRoute(
    async (form, request, { requestId }) => {
      const secure = isSecureRequest(request.headers, request.url);
      // Another site's form cannot change a booking in this visitor's name.
      if (!isSameOrigin(request.headers, secure)) return failure(403, GUARD_MESSAGES.crossOrigin, requestId);
      const reference = referenceOf(request.url);
      const key = form.get('key') ?? '';
      const back = (notice: BuyerChangeNotice) =>
        new Response(null, {
          status: 303,
          headers: [
            ['Location', `${bookingPath(reference, key)}&notice=${notice}`],
            ['Cache-Control', 'private, no-store'],
          ],
        });
      try {
        // The same answer for an unknown booking and a wrong key, as the page gives.
        const found = await bookingForPage(reference, key);
        if (!found) return failure(404, bookingRefusals.notFound, requestId);
        const actor = { kind: 'buyer' as const };
        if (change === 'cancel') {
          const outcome = await withDatabase((db) => cancelBooking(db, reference, actor));
          deliverQueuedMailSoon();
          return back(outcome.kind === 'refused' ? noticeOf(outcome.refusal) : 'cancelled');
        }
        const [personId = '', startsAt = ''] = (form.get('time') ?? '').split('|');
        const when = new Date(startsAt);
        if (!/^\d{1,9}$/.test(personId) || Number.isNaN(when.getTime())) return back('choose');
        const outcome = await withDatabase((db) =>
          moveBooking(db, reference, { personId: Number(personId), startsAt: when }, actor),
        );
        deliverQueuedMailSoon();
        return back(outcome.kind === 'refused' ? noticeOf(outcome.refusal) : 'moved');
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        return failure(503, bookingRefusals.unavailable, requestId);
      }
    },
    { name: `booking-${change}`, maxBodyBytes: MAX_CHANGE_FORM_BYTES },
  );
}
