import type { ReactNode } from 'react';
import { formatMoney } from '@/content/schema/money';
import { isInStock } from '@/content/schema/rules';
import type { CartLine } from '@/lib/shop/cart/cart-line';
import { lineTotal } from '@/lib/shop/cart/totals';
import { CartThumbnail } from '@/components/cart/cart-thumbnail';

/** One line of the cart as the drawer and the cart page show it: picture, name, price × quantity, its controls. */
export function CartLineShell({ line, children }: { line: CartLine; children: ReactNode }) {
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
        <div className="mt-2 flex items-center gap-3">{children}</div>
      </div>
    </li>
  );
}
