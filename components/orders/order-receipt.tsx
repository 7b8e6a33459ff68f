import type { Order } from '@/lib/shop/orders/order-types';
import { maskEmail, maskPhone } from '@/lib/shop/checkout/mask-contact';
import { OrderLinesTable } from '@/components/orders/order-lines-table';
import { OrderStatusLive } from '@/components/orders/order-status-live';
import { delivery as deliverySettings } from '@/content/delivery';
import { fulfilmentBuyerWords } from '@/lib/shop/orders/fulfilment-words';
import { formatMinorUnits } from '@/content/schema/money';
import { SHOP_TIME_ZONE } from '@/content/schema/rules';
import { refundState } from '@/lib/shop/money/refund-words';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/** How the buyer receives it, in a line: where to pick it up, or where it is delivered. */
function deliveryText({ delivery }: Order): string {
  if (delivery.method === 'pickup')
    return `Pick up at the centre: ${deliverySettings.pickup.place}, ${deliverySettings.pickup.hours}`;
  const gps = delivery.gps ? `, GhanaPost GPS ${delivery.gps}` : '';
  return `Deliver to: ${delivery.address}${gps} (${delivery.area})`;
}

/**
 * One order as its buyer sees it: what, how many, how it reaches them, the total in GHS, whether it is paid and, once
 * paid, how far the shop has got with it and what was refunded.
 */
export function OrderReceipt({ order }: { order: Order }) {
  const refunded = refundState(order);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" data-testid="order-receipt">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-stone-700">Reference</dt>
        <dd className="font-mono text-stone-900" data-testid="order-reference">
          {order.reference}
        </dd>
        <dt className="font-medium text-stone-700">Placed</dt>
        <dd className="text-stone-900">{dateFormat.format(order.createdAt)}</dd>
        <dt className="font-medium text-stone-700">Status</dt>
        <dd>
          <OrderStatusLive reference={order.reference} receiptKey={order.receiptKey} initialStatus={order.status} />
        </dd>
        {order.status === 'paid' ? (
          <>
            <dt className="font-medium text-stone-700">Progress</dt>
            <dd className="text-stone-900" data-testid="order-progress">
              {fulfilmentBuyerWords[order.fulfilment]}
            </dd>
          </>
        ) : null}
        {refunded ? (
          <>
            <dt className="font-medium text-stone-700">Refund</dt>
            <dd className="text-stone-900" data-testid="order-refund">
              {refunded}: {formatMinorUnits(order.refunded, order.currency)} of{' '}
              {formatMinorUnits(order.amount, order.currency)} sent back to you
            </dd>
          </>
        ) : null}
        <dt className="font-medium text-stone-700">Delivery</dt>
        <dd className="text-stone-900" data-testid="order-delivery">
          {deliveryText(order)}
        </dd>
        <dt className="font-medium text-stone-700">Customer</dt>
        <dd className="text-stone-900">
          {order.customer.name} · {maskPhone(order.customer.phone)} · {maskEmail(order.customer.email)}
        </dd>
      </dl>
      <OrderLinesTable order={order} />
    </article>
  );
}
