import { formatMinorUnits } from '@/content/schema/money';
import { refundStatusLabels } from '@/lib/shop/money/refund-words';
import { formatTime } from '@/lib/console/console-format';
import type { BookingDetail } from '@/lib/console/bookings/booking-detail';

/** The money of a booking: the price, the deposit and what was paid online, what is left to pay there, and refunds. */
export function BookingPayment({ booking, refunds }: Pick<BookingDetail, 'booking' | 'refunds'>) {
  const money = (pesewas: number) => formatMinorUnits(pesewas, booking.currency);
  const paid = booking.paidAmount ?? 0;
  const rows: [string, string][] = [
    ['Price', money(booking.price)],
    ['Deposit', money(booking.deposit)],
    ['Paid online', paid > 0 && booking.paidAt ? `${money(paid)} · ${formatTime(booking.paidAt)}` : money(paid)],
    ['Left to pay at the consultation', money(Math.max(0, booking.price - paid))],
  ];
  return (
    <>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-700">{term}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {refunds.length > 0 && (
        <ol className="mt-3 space-y-2" aria-label="Refunds">
          {refunds.map((refund) => (
            <li key={refund.id} className="rounded-lg bg-stone-100 p-3">
              <p className="font-medium">
                Refund {money(refund.amount)} · {refundStatusLabels[refund.status]}
              </p>
              <p className="text-sm text-stone-700">
                <span className="wrap-anywhere">{refund.actorEmail}</span> ·{' '}
                <time dateTime={refund.createdAt.toISOString()}>{formatTime(refund.createdAt)}</time>
              </p>
              {refund.lastError && refund.status !== 'processed' && (
                <p className="mt-1 text-sm break-words text-red-800">Paystack: {refund.lastError}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
