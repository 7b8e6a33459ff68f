import type { OrderStatus } from '@/lib/server/db/stored-values';
import { paymentLabels } from '@/lib/console/console-messages';

const tones: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-brand-100 text-brand-900',
  failed: 'bg-stone-200 text-stone-900',
  abandoned: 'bg-stone-200 text-stone-900',
  amount_mismatch: 'bg-red-100 text-red-900',
};

/** A payment status in words, tinted so a glance down the list finds the paid and the troubled ones. */
export function PaymentBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[status]}`}>
      {paymentLabels[status]}
    </span>
  );
}
