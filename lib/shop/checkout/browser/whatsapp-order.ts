import { delivery } from '@/content/delivery';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/content/schema/money';
import { whatsappLink } from '@/content/site-links';
import { cartSubtotal, lineTotal } from '@/lib/shop/cart/totals';
import type { CartLine } from '@/lib/shop/cart/cart-line';
import { normaliseGps } from '@/lib/shop/checkout/delivery-choice';
import type { CheckoutFields } from '@/lib/shop/checkout/browser/checkout-form';

type Choice = Pick<CheckoutFields, 'delivery' | 'zone' | 'address' | 'gps'>;

/** The delivery lines of the message and the fee they add, from what the checkout form says so far. */
function deliveryLines(choice: Choice | undefined): { rows: string[]; fee: number } {
  if (!choice) return { rows: [], fee: 0 };
  if (choice.delivery !== 'delivery') return { rows: [`Pick up at the centre (${delivery.pickup.place})`], fee: 0 };
  const zone = delivery.zones.find((candidate) => candidate.id === choice.zone);
  const gps = normaliseGps(choice.gps);
  const where = [choice.address.trim(), gps ? `GhanaPost GPS ${gps}` : ''].filter(Boolean).join(', ');
  return {
    rows: [
      ...(zone ? [`Delivery: ${zone.name} ${formatMoney(zone.fee)}`] : []),
      ...(where ? [`Deliver to: ${where}`] : []),
    ],
    fee: zone?.fee ?? 0,
  };
}

/**
 * A WhatsApp link that opens the organisation's chat with the order already written: each line with its quantity and
 * price, how the buyer receives it (from the checkout form, when there is one) and the total. The cart's prices are
 * the catalogue's (the cart is reconciled with it on every load).
 */
export function whatsappOrderUrl(
  lines: readonly CartLine[],
  whatsappNumber: string,
  shopName: string,
  choice?: Choice,
): string {
  const rows = lines.map(
    (line) =>
      `- ${line.name} x ${line.quantity} @ ${formatMoney(line.price, line.currency)} = ${formatMoney(lineTotal(line), line.currency)}`,
  );
  const { rows: deliveryRows, fee } = deliveryLines(choice);
  const total = fromMinorUnits(toMinorUnits(cartSubtotal(lines)) + toMinorUnits(fee));
  const text = [
    `Hello ${shopName}, I would like to order:`,
    ...rows,
    ...deliveryRows,
    `Total: ${formatMoney(total)}`,
  ].join('\n');
  return whatsappLink(whatsappNumber, text);
}
