import { delivery } from '@/content/delivery';
import type { CartLine } from '@/lib/shop/cart/cart-line';
import { cartSubtotal } from '@/lib/shop/cart/totals';
import type { CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/content/schema/money';

/**
 * Under the Subtotal, once a delivery area is chosen: its fee and the Total to pay. What Paystack charges is the
 * server's own sum of the same two, from the same content.
 */
export function DeliveryTotalRows({ fields, lines }: { fields: CheckoutFields; lines: readonly CartLine[] }) {
  const zone = fields.delivery === 'delivery' ? delivery.zones.find((candidate) => candidate.id === fields.zone) : null;
  if (!zone) return null;
  const total = fromMinorUnits(toMinorUnits(cartSubtotal(lines)) + toMinorUnits(zone.fee));
  return (
    <>
      <p className="mt-1 flex items-center justify-between text-sm text-stone-800">
        <span>Delivery ({zone.name})</span>
        <span data-testid="checkout-delivery-fee">{formatMoney(zone.fee)}</span>
      </p>
      <p className="mt-1 flex items-center justify-between text-base font-semibold">
        <span>Total</span>
        <span data-testid="checkout-total">{formatMoney(total)}</span>
      </p>
    </>
  );
}
