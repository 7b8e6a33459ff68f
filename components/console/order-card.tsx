import Link from 'next/link';
import { fulfilmentLabels } from '@/lib/shop/orders/fulfilment-words';
import type { Order } from '@/lib/shop/orders/order-types';
import { deliveryWords, formatPesewas, formatTime } from '@/lib/console/console-format';
import { staffRoutes } from '@/lib/auth/staff-routes';
import { MoneyBadges } from './money-badges';
import { PaymentBadge } from './payment-badge';

const term = 'text-stone-700';

/**
 * One order in the list: a card on a phone, a compact block on a wide screen. Its reference is the link, stretched over
 * the whole card, so a thumb anywhere on it opens the order.
 */
export function OrderCard({ order }: { order: Order & { oversold?: boolean } }) {
  const headingId = `order-${order.reference}`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-600"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link
            href={staffRoutes.order(order.reference)}
            prefetch={false}
            className="font-mono break-all text-brand-700 underline underline-offset-2 after:absolute after:inset-0 after:rounded-xl"
          >
            {order.reference}
          </Link>
        </h2>
        <p className="text-lg font-semibold">{formatPesewas(order.amount)}</p>
      </div>
      <p className="text-stone-700">
        <time dateTime={order.createdAt.toISOString()}>{formatTime(order.createdAt)}</time>
      </p>
      <dl className="mt-2 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 sm:grid-cols-[5.5rem_minmax(0,1fr)_5.5rem_minmax(0,1fr)]">
        <dt className={term}>Buyer</dt>
        <dd className="break-words">{order.customer.name}</dd>
        <dt className={term}>Phone</dt>
        <dd>{order.customer.phone}</dd>
        <dt className={term}>Payment</dt>
        <dd>
          <PaymentBadge status={order.status} />
          <MoneyBadges order={order} />
        </dd>
        {order.status === 'paid' && (
          <>
            <dt className={term}>Step</dt>
            <dd className="font-medium">{fulfilmentLabels[order.fulfilment]}</dd>
          </>
        )}
        <dt className={term}>Receives</dt>
        <dd>{deliveryWords(order.delivery)}</dd>
      </dl>
    </article>
  );
}
