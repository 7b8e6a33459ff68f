'use client';

import { useCartStore } from '@/lib/shop/cart/cart-store';
import type { CartLine } from '@/lib/shop/cart/cart-line';
import { Icon } from '@/components/ui/icon';
import { CartLineShell } from '@/components/cart/cart-line-shell';
import { QuantityInput } from '@/components/cart/quantity-input';

export function CartLineItem({ line }: { line: CartLine }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  return (
    <CartLineShell line={line}>
      <QuantityInput
        value={line.quantity}
        onChange={(quantity) => setQuantity(line.id, quantity)}
        label={`Quantity of ${line.name}`}
      />
      <button
        type="button"
        onClick={() => remove(line.id)}
        aria-label={`Remove ${line.name}`}
        className={REMOVE_BUTTON}
      >
        <Icon name="trash" className="h-5 w-5" />
      </button>
    </CartLineShell>
  );
}

export const REMOVE_BUTTON = 'rounded-md p-2 text-stone-600 hover:bg-red-50 hover:text-red-700';
