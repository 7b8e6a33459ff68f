import { formatMoney } from '@/content/schema/money';
import { cartSubtotal } from '@/lib/shop/cart/totals';
import type { CartLine } from '@/lib/shop/cart/cart-line';

// The 'Subtotal' line at the foot of both drawers.
export function SubtotalRow({ lines }: { lines: readonly CartLine[] }) {
  return (
    <p className="flex items-center justify-between text-base font-semibold">
      <span>Subtotal</span>
      <span>{formatMoney(cartSubtotal(lines))}</span>
    </p>
  );
}
