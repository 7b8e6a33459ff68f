import { formatMoney } from '@/content/schema/money';
import type { CartLine } from '@/lib/shop/cart/cart-line';
import { CartThumbnail } from '@/components/cart/cart-thumbnail';

export function CheckoutLine({ line }: { line: CartLine }) {
  return (
    <li className="flex items-center gap-3 py-3" data-testid="checkout-line">
      <CartThumbnail src={line.image_url} className="h-12 w-16" />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-stone-900">{line.name}</p>
        <p className="text-stone-700">Quantity: {line.quantity}</p>
        <p className="text-stone-700">Price: {formatMoney(line.price, line.currency)}</p>
      </div>
    </li>
  );
}
