import type { Order } from '@/lib/shop/orders/order-types';
import { DISPUTED, refundState } from '@/lib/shop/money/refund-words';

const badge = 'ml-1 inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold';

type BadgedOrder = Pick<Order, 'amount' | 'refunded' | 'disputeOpen'> & { oversold?: boolean };

/**
 * What happened to the money after the payment: refunded (in part or in full), disputed by the buyer's bank, or paid
 * for units that were already gone (the owner refunds, or restocks and fulfils).
 */
export function MoneyBadges({ order }: { order: BadgedOrder }) {
  const refunded = refundState(order);
  return (
    <>
      {refunded && <span className={`${badge} bg-sky-100 text-sky-900`}>{refunded}</span>}
      {order.disputeOpen && <span className={`${badge} bg-red-100 text-red-900`}>{DISPUTED}</span>}
      {order.oversold && <span className={`${badge} bg-amber-100 text-amber-900`}>Oversold</span>}
    </>
  );
}
