import { TimeChoices } from '@/components/bookings/booking-form';
import { formatMinorUnits } from '@/content/schema/money';
import type { FoundBooking } from '@/lib/bookings/booking-lookup';
import type { ConsultationPage } from '@/lib/bookings/booking-read';

// Move and Cancel on the booking's page: plain forms, so they work before and without the page's code.

const buttonClass = 'rounded-md px-4 py-2 font-semibold';

export function BuyerChangeForms({
  found,
  pageKey,
  times,
}: {
  found: FoundBooking;
  pageKey: string;
  times: ConsultationPage['times'];
}) {
  const { booking } = found;
  const base = `/bookings/${encodeURIComponent(booking.reference)}`;
  const paid = booking.paidAmount ?? 0;
  return (
    <div className="space-y-6 border-t border-stone-200 pt-6">
      <details className="rounded-md border border-stone-200 p-4">
        <summary className="cursor-pointer font-semibold text-brand-800">Move to another time</summary>
        <form method="post" action={`${base}/move`} className="mt-2">
          <input type="hidden" name="key" value={pageKey} />
          <fieldset>
            <legend className="text-sm text-stone-700">Times are in Ghana time (GMT).</legend>
            <TimeChoices times={times} />
          </fieldset>
          <button type="submit" className={`${buttonClass} mt-4 bg-brand-700 text-white hover:bg-brand-800`}>
            Move
          </button>
        </form>
      </details>
      <form method="post" action={`${base}/cancel`} className="space-y-2">
        <input type="hidden" name="key" value={pageKey} />
        <p className="text-stone-700">
          {paid > 0
            ? `Cancelling gives back the ${formatMinorUnits(paid, booking.currency)} deposit, to the account it came from.`
            : 'Cancelling frees the time for someone else.'}
        </p>
        <button type="submit" className={`${buttonClass} border border-red-700 text-red-800 hover:bg-red-50`}>
          Cancel
        </button>
      </form>
    </div>
  );
}
