import { formatMoney } from '@/lib/money';
import { whatsappLink } from '@/lib/whatsapp-link';
import { cartSubtotal, lineTotal } from '@/lib/cart/totals';
import type { CartLine } from '@/lib/cart/cart-line';

/**
 * A WhatsApp link that opens the organisation's chat with the order already written: each line with its quantity and
 * price, and the total. The cart's prices are the catalogue's (the cart is reconciled with it on every load).
 */
export function whatsappOrderUrl(lines: readonly CartLine[], whatsappNumber: string, shopName: string): string {
  const rows = lines.map(
    (line) =>
      `- ${line.name} x ${line.quantity} @ ${formatMoney(line.price, line.currency)} = ${formatMoney(lineTotal(line), line.currency)}`,
  );
  const text = [
    `Hello ${shopName}, I would like to order:`,
    ...rows,
    `Total: ${formatMoney(cartSubtotal(lines))}`,
  ].join('\n');
  return whatsappLink(whatsappNumber, text);
}
