import { formatMinorUnits } from '@/content/schema/money';
import { PLACE_WORDS } from '@/lib/bookings/booking-words';
import type { ShownConsultation } from '@/lib/bookings/booking-read';

/** How long, where, the price and what is paid online: the same lines on the list and on the consultation's page. */
export function ConsultationFacts({ consultation }: { consultation: ShownConsultation }) {
  const { durationMinutes, price, deposit, currency, place } = consultation;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-stone-700">
      <dt className="font-medium text-stone-900">Length</dt>
      <dd>{durationMinutes} minutes</dd>
      <dt className="font-medium text-stone-900">Where</dt>
      <dd>{PLACE_WORDS[place]}</dd>
      <dt className="font-medium text-stone-900">Price</dt>
      <dd>{formatMinorUnits(price, currency)}</dd>
      <dt className="font-medium text-stone-900">Paid online</dt>
      <dd>
        {deposit > 0
          ? `${formatMinorUnits(deposit, currency)} deposit; the rest is paid on the day`
          : 'Nothing: everything is paid on the day'}
      </dd>
    </dl>
  );
}
