import 'server-only';
import { delivery as deliverySettings } from '@/content/delivery';
import { site } from '@/content/site';
import { formatMinorUnits } from '@/content/schema/money';
import { receiptPath } from '@/lib/shop/orders/receipt-path';
import type { Order } from '@/lib/shop/orders/order-types';
import { siteUrl } from '@/lib/site/site-url';
import type { QueuedMail } from '@/lib/server/mail/outbox';
import { shopAddress } from '@/lib/server/mail/shop-address';

export function money(pesewas: number, currency: string): string {
  return formatMinorUnits(pesewas, currency);
}

function lineList(order: Order): string {
  return order.lines
    .map(
      (line) =>
        `- ${line.quantity} x ${line.name} at ${money(line.unitPrice, order.currency)} = ${money(line.unitPrice * line.quantity, order.currency)}`,
    )
    .join('\n');
}

/** How the buyer receives the order, in the mails' words: the choice, the address, and a delivery's fee line. */
function deliveryLines(order: Order): string[] {
  const { delivery } = order;
  if (delivery.method === 'pickup')
    return [`Delivery: Pick up at the centre, ${deliverySettings.pickup.place} (${deliverySettings.pickup.hours})`];
  return [
    `Delivery: Deliver to ${delivery.address}${delivery.gps ? ` (GhanaPost GPS ${delivery.gps})` : ''}`,
    `- Delivery, ${delivery.area} = ${money(delivery.fee, order.currency)}`,
  ];
}

/** The absolute receipt address; read when the mail is written, so the running server's SITE_URL counts. */
export function receiptUrl(order: Order): string {
  return new URL(receiptPath(order.reference, order.receiptKey), siteUrl()).toString();
}

/** How every mail to a buyer ends: their receipt, and who wrote. */
export function buyerMailEnd(order: Order): string[] {
  return ['', `Your receipt: ${receiptUrl(order)}`, '', site.brandFull, site.email];
}

/** The two messages a paid order sends: one to the shop, one receipt to the buyer. Plain text reads well everywhere. */
export function orderMails(order: Order): QueuedMail[] {
  const total = money(order.amount, order.currency);
  const shop: QueuedMail = {
    reference: order.reference,
    kind: 'shop',
    recipient: shopAddress(),
    subject: `Paid order ${order.reference}: ${total}`,
    body: [
      `A new order has been paid (${order.paymentMode}).`,
      '',
      `Reference: ${order.reference}`,
      `Total: ${total}`,
      '',
      lineList(order),
      ...deliveryLines(order),
      '',
      `Customer: ${order.customer.name}`,
      `Phone: ${order.customer.phone}`,
      `E-mail: ${order.customer.email}`,
    ].join('\n'),
  };
  const buyer: QueuedMail = {
    reference: order.reference,
    kind: 'buyer',
    recipient: order.customer.email,
    subject: `Your ${site.brand} order ${order.reference}`,
    body: [
      `Dear ${order.customer.name},`,
      '',
      `Thank you: we have received your payment of ${total}.`,
      '',
      lineList(order),
      ...deliveryLines(order),
      ...buyerMailEnd(order),
    ].join('\n'),
  };
  return [shop, buyer];
}
