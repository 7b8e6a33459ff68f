'use client';

import { formatMoney } from '@/content/schema/money';
import { lineTotal } from '@/lib/shop/cart/totals';
import { useCartStore } from '@/lib/shop/cart/cart-store';
import type { CartLine } from '@/lib/shop/cart/cart-line';
import { isInStock } from '@/content/schema/rules';
import { Icon } from '@/components/ui/icon';
import { CartThumbnail } from '@/components/cart/cart-thumbnail';
import { QuantityInput } from '@/components/cart/quantity-input';

export function CartLineItem({ line }: { line: CartLine }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <CartThumbnail src={line.image_url} className="h-[54px] w-[72px]" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900">{line.name}</p>
        <p className="text-sm text-stone-700">
          {formatMoney(line.price, line.currency)} × {line.quantity} ={' '}
          <span className="font-semibold text-stone-900">{formatMoney(lineTotal(line), line.currency)}</span>
        </p>
        {isInStock(line) ? null : <p className="text-sm text-gold-800">Out of stock: please remove it to check out.</p>}
        <div className="mt-2 flex items-center gap-3">
          <QuantityInput
            value={line.quantity}
            onChange={(quantity) => setQuantity(line.id, quantity)}
            label={`Quantity of ${line.name}`}
          />
          <button
            type="button"
            onClick={() => remove(line.id)}
            aria-label={`Remove ${line.name}`}
            className="rounded-md p-2 text-stone-600 hover:bg-red-50 hover:text-red-700"
          >
            <Icon name="trash" className="h-5 w-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
