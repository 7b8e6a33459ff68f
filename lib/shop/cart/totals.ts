import { fromMinorUnits, toMinorUnits } from '@/content/schema/money';
import type { CartLine } from '@/lib/shop/cart/cart-line';

/** Number of items in the cart (what the badge shows). */
export function totalQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Price times quantity of one line, in cedis. */
export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return fromMinorUnits(toMinorUnits(line.price) * line.quantity);
}

/** Sum of price times quantity, in cedis; added up in pesewas so it never drifts by a fraction. */
export function cartSubtotal(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]): number {
  return fromMinorUnits(lines.reduce((sum, line) => sum + toMinorUnits(line.price) * line.quantity, 0));
}
