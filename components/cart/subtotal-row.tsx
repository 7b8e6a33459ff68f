import { formatMoney } from '@/lib/money';
import { cartSubtotal } from '@/lib/cart/totals';
import type { CartLine } from '@/lib/cart/cart-line';

// The 'Subtotal' line at the foot of both drawers.
export function SubtotalRow({ lines, testId }: { lines: readonly CartLine[]; testId: string }) {
  return (
    <p className="flex items-center justify-between text-base font-semibold">
      <span>Subtotal</span>
      <span data-testid={testId}>{formatMoney(cartSubtotal(lines))}</span>
    </p>
  );
}
